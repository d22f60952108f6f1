// Records the events of analytics-map.ts as their action is dispatched, in the map's order, so
// one action's events keep the order they are listed in. It remembers the registration being
// sent, so that the sign-in following it records the new account. Only action types are matched:
// a slice injected later needs nothing here. store.ts loads it beside start-up.
import type { AppStartListening } from '../../app/hooks'
import { track } from '../../lib/analytics'
import {
  analyticsMap,
  REGISTER_ACCOUNT,
  type AnalyticsContext,
  type RegistrationAction,
} from './analytics-map'

export default function addAnalyticsListeners(startListening: AppStartListening) {
  const context: AnalyticsContext = {}
  startListening({
    predicate: ({ type }) => type.startsWith(`${REGISTER_ACCOUNT}/`),
    effect: (action) => {
      const { meta } = action as RegistrationAction
      context.registration = meta.requestStatus === 'pending' ? meta.arg : undefined
    },
  })
  for (const rule of analyticsMap) {
    startListening({
      type: rule.on,
      effect: (action) => {
        if (rule.if && !rule.if(action as never, context)) return
        void (rule.props ? track(rule.event, rule.props(action as never)) : track(rule.event))
      },
    })
  }
}
