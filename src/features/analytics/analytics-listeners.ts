// Records the events of analytics-map.ts as their action is dispatched, in the map's order, so
// one action's events keep the order they are listed in. Only action types are matched: a slice
// injected later needs nothing here. store.ts loads it beside start-up.
import type { AppStartListening } from '../../app/hooks'
import { track } from '../../lib/analytics'
import { analyticsMap } from './analytics-map'

export default function addAnalyticsListeners(startListening: AppStartListening) {
  for (const rule of analyticsMap) {
    startListening({
      type: rule.on,
      effect: (action) => {
        if (rule.if && !rule.if(action as never)) return
        void (rule.props ? track(rule.event, rule.props(action as never)) : track(rule.event))
      },
    })
  }
}
