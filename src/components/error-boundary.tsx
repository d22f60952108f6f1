// Catches a render error (or a chunk that failed to load) below it and shows `fallback`
// instead of blanking the page. Change `resetKey` (e.g. the location) to try again: a lazy part
// whose chunk failed then loads it again (lib/load-chunk.ts).
import { Component, type ReactNode } from 'react'
import { chunkFailureShown } from '../lib/load-chunk'

interface Props {
  fallback: (error: Error) => ReactNode
  resetKey?: string
  children: ReactNode
}

interface State {
  error: Error | null
  resetKey: string | undefined
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
    chunkFailureShown(error)
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
