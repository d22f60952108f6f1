// The README's table of analytics events is the one analytics-table.ts makes from the map: a
// change of the map without `node --import tsx scripts/analytics-table.ts` into the README fails.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyticsTable } from './analytics-table'

const README = path.resolve(import.meta.dirname, '../../../README.md')

/** The table under the README's "### Analytics events". */
function readmeTable(): string {
  const section = readFileSync(README, 'utf8').split('\n### Analytics events\n')[1] ?? ''
  const lines = section.split('\n')
  const start = lines.findIndex((line) => line.startsWith('|'))
  const rows = lines.slice(start)
  const end = rows.findIndex((line) => !line.startsWith('|'))
  return (start < 0 ? [] : rows.slice(0, end < 0 ? undefined : end)).join('\n')
}

describe('README analytics table', () => {
  it('is the table printed from the analytics map', async () => {
    expect(readmeTable()).toBe(await analyticsTable())
  })
})
