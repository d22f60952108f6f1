// The README's table of analytics events, made from analytics-map.ts and laid out as Prettier
// lays out a Markdown table (each column as wide as its widest cell), so the README can hold it
// as it is. scripts/analytics-table.ts prints it; analytics-table.test.ts keeps the README equal.
import { analyticsMap, whenRecorded } from './analytics-map'

const HEADER = ['Event', 'When it is recorded', 'Action that records it']

function recordedBy(event: string): string {
  const types = new Set(analyticsMap.filter((rule) => rule.event === event).map((rule) => rule.on))
  return types.size > 0
    ? [...types].map((type) => `\`${type}\``).join(', ')
    : 'none: a direct `track` call'
}

export function analyticsTable(): string {
  const rows = Object.entries(whenRecorded).map(([event, when]) => [
    `\`${event}\``,
    when,
    recordedBy(event),
  ])
  const widths = HEADER.map((_, column) =>
    Math.max(...[HEADER, ...rows].map((row) => row[column]!.length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`
  return [line(HEADER), rule, ...rows.map(line)].join('\n')
}
