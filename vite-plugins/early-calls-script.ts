// The calls start-up waits for (src/app/early-calls.ts: the settings, then the auth status, and on
// Home the feed's first page) in a file of their own, which index.html runs as soon as it has
// arrived (`async`), not once the app's first chunk has arrived, been compiled and begun to run:
// that chunk is most of the first render's code, and on a returning viewer's visit after an
// update compiling it took about 0.2 s of a phone's time (docs/architecture.md, "Start-up"). The
// app's chunk imports the same file, which a page's modules share by URL, so its code runs once
// and the app takes the answers it started (src/lib/early-call.ts). Builds only: the dev server
// serves each module as it is, and main.tsx imports src/app/early-calls.ts first.
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

export interface EarlyCallsScript {
  plugin: Plugin
  /** The build's second entry, beside index.html. */
  input: Record<string, string>
  /** Keeps the file to what the calls need: without it, the first chunk would take them in. */
  group: Rolldown.CodeSplittingGroup
}

const NAME = 'early-calls'

export function earlyCallsScript(root: string): EarlyCallsScript {
  const entry = join(root, 'src/app/early-calls.ts')
  /** The entry and every module it imports, directly or not. */
  const graph = new Set<string>()
  let base = '/'
  return {
    input: { [NAME]: entry },
    group: { name: NAME, test: (id) => graph.has(id), priority: 1 },
    plugin: {
      name: 'early-calls-script',
      apply: 'build',
      configResolved(config) {
        base = config.base
      },
      buildEnd() {
        graph.clear()
        const add = (id: string) => {
          if (graph.has(id)) return
          graph.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) add(imported)
        }
        add(entry)
      },
      transformIndexHtml: {
        order: 'post',
        handler(html, { bundle }) {
          const chunk = Object.values(bundle ?? {}).find(
            (file) => file.type === 'chunk' && file.isEntry && file.name === NAME,
          )
          if (!chunk) throw new Error(`The build has no ${NAME} chunk`)
          const src = `${base}${chunk.fileName}`
          const appScript = /<script type="module" crossorigin src="[^"]*"><\/script>/
          if (!appScript.test(html)) throw new Error("index.html has no script for the app's chunk")
          // The app's chunk imports it, so Vite preloads it too: the script fetches it already.
          const preload = `<link rel="modulepreload" crossorigin href="${src}">`
          return (
            html
              .split('\n')
              .filter((line) => line.trim() !== preload)
              .join('\n')
              // Before the app's script: the browser asks for it first.
              .replace(
                appScript,
                (tag) =>
                  `<script type="module" async crossorigin src="${src}"></script>\n    ${tag}`,
              )
          )
        },
      },
    },
  }
}
