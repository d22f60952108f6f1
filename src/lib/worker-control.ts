// Whether a service worker controls this page: it answers the page's requests (chunks offline,
// videos in paced pieces; src/service-worker.ts). A first visit has none until the next load.

export const workerControls = (): boolean => !!navigator.serviceWorker?.controller
