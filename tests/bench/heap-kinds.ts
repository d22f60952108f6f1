// What the JS heap holds, by kind, from a heap snapshot (the DevTools "Statistics" view): lets the
// feed benchmark tell V8's compiled code, which grows as functions become hot, from the objects
// the app keeps.
import type { CDPSession } from '@playwright/test'

export type HeapKinds = Record<string, number>

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
}

/** Bytes per node type ("code", "object", "string", "array", ...) in a snapshot taken now. */
export async function heapKinds(cdp: CDPSession): Promise<HeapKinds> {
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  }
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as Snapshot
  const fields = snapshot.meta.node_fields
  const typeNames = snapshot.meta.node_types[0]
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const kinds: HeapKinds = {}
  for (let at = 0; at < nodes.length; at += fields.length) {
    const kind = typeNames[nodes[at + typeAt]!] ?? 'unknown'
    kinds[kind] = (kinds[kind] ?? 0) + nodes[at + sizeAt]!
  }
  return kinds
}
