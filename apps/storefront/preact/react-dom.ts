/**
 * `react-dom` for the browser build (ADR 0071): Preact's compatibility layer, plus React 19's `preload()`,
 * which the compatibility layer does not have. On the server React writes the hint into the head; in the
 * browser (a client-side navigation to a page that preloads) it is added to the head here, once per file.
 * Only what the app imports is defined: importing another React 19 resource function fails the build.
 */
// @ts-expect-error preact/compat's types are `export =`; the bundler re-exports the names of its ES module.
export * from 'preact/compat';
export { default } from 'preact/compat';

interface PreloadOptions {
  as: string;
  media?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  imageSrcSet?: string;
  imageSizes?: string;
  crossOrigin?: string;
  type?: string;
}

export function preload(href: string, options: PreloadOptions): void {
  if (typeof document === 'undefined' || !href) return;
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = options.as;
  link.href = href;
  if (options.media) link.media = options.media;
  if (options.fetchPriority) link.setAttribute('fetchpriority', options.fetchPriority);
  if (options.imageSrcSet) link.setAttribute('imagesrcset', options.imageSrcSet);
  if (options.imageSizes) link.setAttribute('imagesizes', options.imageSizes);
  if (options.crossOrigin !== undefined) link.crossOrigin = options.crossOrigin;
  if (options.type) link.type = options.type;
  document.head.appendChild(link);
}
