// What the JS heap holds, by kind, from a heap snapshot (the DevTools "Statistics" view): lets the
// feed benchmark tell V8's compiled code, which grows as functions become hot, and what DevTools
// itself keeps (a record of every request while the benchmark watches the network, about 290
// bytes each), from the objects the app keeps.
import type { CDPSession } from '@playwright/test'

export type HeapKinds = Record<string, number>

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/** The kind given to the nodes DevTools keeps for itself: its agents and their records. */
export const DEVTOOLS_KIND = 'devtools'
const DEVTOOLS_NODE = /^blink::(Inspector|NetworkResourcesData|DevTools|AgentRegistry<)/

/** Bytes per node type ("code", "object", "string", "array", ...) in a snapshot taken now, with
 * DevTools' own nodes as DEVTOOLS_KIND. */
export async function heapKinds(cdp: CDPSession): Promise<HeapKinds> {
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  }
  const { snapshot, nodes, strings } = JSON.parse(chunks.join('')) as Snapshot
  const fields = snapshot.meta.node_fields
  const typeNames = snapshot.meta.node_types[0]
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const nameAt = fields.indexOf('name')
  const kinds: HeapKinds = {}
  for (let at = 0; at < nodes.length; at += fields.length) {
    const type = typeNames[nodes[at + typeAt]!] ?? 'unknown'
    const kind =
      type === 'native' && DEVTOOLS_NODE.test(strings[nodes[at + nameAt]!] ?? '')
        ? DEVTOOLS_KIND
        : type
    kinds[kind] = (kinds[kind] ?? 0) + nodes[at + sizeAt]!
  }
  return kinds
}
