// Prints the README's table of analytics events (under "### Analytics events") from the map in
// src/features/analytics/analytics-map.ts:
//   node --import tsx scripts/analytics-table.ts
// It reads the app's own modules, so it is type-checked with the app (tsconfig.app.json).
import { analyticsTable } from '../src/features/analytics/analytics-table'

console.log(await analyticsTable())
