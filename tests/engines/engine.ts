// What a cross-engine journey may ask of a browser, whatever drives it (firefox.ts over WebDriver
// BiDi, webkit.ts over W3C WebDriver). Journeys find elements by what a user sees, through
// `markByName` (find.ts), then act on them with the engine's own input: real clicks, keys and
// touches, not DOM calls.

export type EngineName = 'firefox' | 'webkit'

/** A capability an engine or its driver lacks: the journey that needs it says so by name. */
export class MissingCapability extends Error {}

export interface EnginePage {
  readonly engine: EngineName
  /** What this engine could not be given, and what the journey did instead, by name. */
  readonly notes: Set<string>
  /** Opens `path` on the app's origin. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** Runs `fn` in the page with JSON arguments; resolves with its JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  click(selector: string): Promise<void>
  /** Types into the field `selector` (focused by a click first). */
  type(selector: string, text: string): Promise<void>
  press(key: 'ArrowDown' | 'Enter' | 'Escape'): Promise<void>
  /** A finger dragged from `from` to `to` (CSS px) over about 150 ms. */
  swipe(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void>
  /** Chooses a local file in the file input `selector`. */
  setFile(selector: string, path: string): Promise<void>
  screenshot(path: string): Promise<void>
  /** Uncaught errors the page raised since it was opened. */
  pageErrors(): Promise<string[]>
  close(): Promise<void>
}

export interface Engine {
  readonly name: EngineName
  /** A fresh profile (empty storage, no worker) on `origin`, the age gate already passed. */
  newPage(origin: string): Promise<EnginePage>
  close(): Promise<void>
}
