/** Pictures already asked for by this page load. */
const asked = new Set<string>();

/**
 * Asks the browser for the picture a page shows first (its largest paint: a banner, the first card, the
 * gallery) as soon as the page's data names it, instead of once the page has rendered from that data: on a
 * slow phone the render takes hundreds of milliseconds. The page's <img> then finds it loaded or on its way;
 * the URL must be the very one the <img> asks for.
 */
export function preloadPicture(url: string | undefined): void {
  if (!url || asked.has(url)) return;
  asked.add(url);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
