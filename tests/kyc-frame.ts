// The identity-check provider's page inside the widget's frame, which jsdom never loads: it says
// it is ready as the provider's page does once loaded (idCheck.onReady, from the frame's origin,
// naming the frame by the id the SDK put in its address), which is the handshake the KYC page
// waits for (src/features/kyc/use-widget-handshake.ts).
export const WIDGET_FRAME_TITLE = 'Identity verification'

export function widgetFrameAnswers(frame: HTMLIFrameElement): void {
  const address = new URL(frame.src)
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: address.origin,
      data: {
        method: 'idCheck.onReady',
        frameId: address.searchParams.get('_'),
        sessionId: 'provider-session',
      },
    }),
  )
}
