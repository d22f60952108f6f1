// The README's table of analytics events, made from analytics-map.ts and laid out by Prettier, as
// the README holds it. scripts/analytics-table.ts prints it; analytics-table.test.ts keeps the
// README equal. Not part of the app: only the script and the test load it (and Prettier).
import * as markdown from 'prettier/plugins/markdown'
import { format } from 'prettier/standalone'
import { analyticsMap, whenRecorded } from './analytics-map'

const HEADER = ['Event', 'When it is recorded', 'Action that records it']

function recordedBy(event: string): string {
  const types = new Set(analyticsMap.filter((rule) => rule.event === event).map((rule) => rule.on))
  return types.size > 0
    ? [...types].map((type) => `\`${type}\``).join(', ')
    : 'none: a direct `track` call'
}

export async function analyticsTable(): Promise<string> {
  const rows = Object.entries(whenRecorded).map(([event, when]) => [
    `\`${event}\``,
    when,
    recordedBy(event),
  ])
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const table = [line(HEADER), line(HEADER.map(() => '---')), ...rows.map(line)].join('\n')
  return (await format(table, { parser: 'markdown', plugins: [markdown] })).trimEnd()
}
