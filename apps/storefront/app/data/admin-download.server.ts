/** Headers of the API's answer the browser needs to save a file. */
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'content-length'];

/**
 * A file the admin API answered, passed on to the browser as it streams in, with its type, name and length;
 * never stored by a cache, never sniffed as another type.
 */
export function forwardDownload(answer: Response): Response {
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of FORWARDED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
