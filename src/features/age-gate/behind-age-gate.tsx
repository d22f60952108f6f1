// The page behind an unanswered age gate is not drawn at all: nothing adult is fetched or shown
// (no video source, no poster, no avatar), and there is no feed to swipe or move by key under the
// dialog. The gate holds the screen meanwhile; accepting draws the page in the same render, with
// what start-up has already loaded. The texts the gate refers to stay readable behind it.
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../config/paths'
import { selectIsAgeAccepted } from './age-gate-slice'

/** Pages with nothing adult on them: the legal texts (the gate links to the terms). */
const READABLE_BEFORE_THE_ANSWER: ReadonlySet<string> = new Set([
  paths.termsOfService,
  paths.privacyPolicy,
  paths.dmca,
])

export function BehindAgeGate({ children }: { children: ReactNode }) {
  const isAccepted = useAppSelector(selectIsAgeAccepted)
  const { pathname } = useLocation()
  return isAccepted || READABLE_BEFORE_THE_ANSWER.has(pathname) ? children : null
}
