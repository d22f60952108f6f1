// The frame sources this build's Content-Security-Policy allows (the same function composes the
// policy's frame-src), so the KYC page can tell before framing the widget whether it may load.
import { frameSources } from './content-security-policy'
import { env } from './env'

export const kycFrameSources: readonly string[] = frameSources({
  kycOrigin: env.kycOrigin,
  localFrames: env.allowsLocalFrames,
})
