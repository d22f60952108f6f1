// The Element Timing attribute (lib/first-screen.ts), which React passes through to the DOM but
// its types do not list.
import 'react'

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string
  }
}
