// Starts fetching an image the page is about to draw, so it is in the memory cache by then.

/** `url`: what an `<img>` or a video's poster will ask for; it has the viewer's full attention. */
export function preloadImage(url: string): void {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
