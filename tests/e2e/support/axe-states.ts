// Which screen states axe has judged in this run. Global setup (support/global-setup.ts) makes a
// fresh folder for each run and every worker claims a state there before scanning it, so a state
// many journeys pass through is scanned once; global teardown (support/global-teardown.ts) says
// how many states were scanned and how many repeat calls were skipped.
//
// A state is named `<screen>, <viewer>[, <state>]`, the same way in every journey:
// - screen: the screen's title as the user reads it (its h1; a modal route such as /login is its
//   dialog over an empty page, named by the dialog's title);
// - viewer: who looks at it, as far as that changes what it shows (`visitor`, `user`, `creator`,
//   `manager`, `admin`);
// - state: left out for the screen loaded and at rest. Otherwise what shows beyond that, in this
//   order and these words: `loading`, `failed`, `empty`, `offline`; a dialog open over it as
//   `'<dialog title>' open`; a toast as `'<toast text>' toast`; anything else in a few plain words
//   ('a video liked', 'page 2'). Content that differs only in its data (which video, which rows)
//   is the same state; a control in another look (pressed, disabled, refused) is not.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type Viewer = 'visitor' | 'user' | 'creator' | 'manager' | 'admin'

export type Screen =
  | 'Home'
  | 'Wallet'
  | 'Account'
  | 'Settings'
  | 'Edit Profile Data'
  | 'Upload page'
  | 'Identity check'
  | 'Upload'
  | 'My Videos'
  | "a creator's profile"
  | 'the own profile'
  | 'Profile not found'
  | 'Page not found'
  | 'AdminPanel'
  | 'All Users'
  | 'Video Moderation'
  | 'All Videos'
  | 'User videos'
  | 'Grant Creator Access'
  | 'Send Custom Reward'
  | 'Privacy Policy'
  | 'Terms of Service'
  | 'DMCA'
  | 'Technical Work In Progress'
  | 'Welcome back'
  | 'Create Account'
  | 'Forgot your password?'
  | 'Change your password'

export type StateName = `${Screen}, ${Viewer}` | `${Screen}, ${Viewer}, ${string}`

/** Where this run's claims are kept: set by global setup for every worker. */
export const STATES_DIR_VARIABLE = 'E2E_AXE_STATES_DIR'
const SKIPPED_LOG = 'skipped.log'
const CLAIM = '.state'

/** True the first time this run asks for `state` (it is then to be scanned), false after. */
export function claimState(state: string): boolean {
  const dir = process.env[STATES_DIR_VARIABLE]
  if (!dir) return true
  const file = path.join(dir, createHash('sha1').update(state).digest('hex') + CLAIM)
  try {
    fs.writeFileSync(file, state, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    fs.appendFileSync(path.join(dir, SKIPPED_LOG), `${state}\n`)
    return false
  }
}

/** The states scanned in the run kept in `dir`, and the repeat calls skipped. */
export function readStates(dir: string): { scanned: string[]; skipped: number } {
  const names = fs.readdirSync(dir)
  const scanned = names
    .filter((name) => name.endsWith(CLAIM))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .sort()
  const log = path.join(dir, SKIPPED_LOG)
  const skipped = fs.existsSync(log)
    ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length
    : 0
  return { scanned, skipped }
}
