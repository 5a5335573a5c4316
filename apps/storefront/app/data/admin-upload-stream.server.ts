import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * POSTs a request body stream to `url` as it arrives, with Node's own HTTP client, and answers the response
 * (its body read whole: the API's answers to an upload are small JSON). Not `fetch`: undici's fetch keeps
 * every chunk of a streamed request body until the request ends (measured: a 200 MB upload held 200 MB of
 * array buffers even with a GC every second), while a pipe into `http.request` holds only what the socket
 * has not sent yet, and slows the browser's upload down to the pace the API reads it.
 */
export function postStream(
  url: string,
  headers: Record<string, string>,
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let answered = false;
    const outgoing = send(target, { method: 'POST', headers, signal }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 502;
        const text = Buffer.concat(chunks);
        resolve(
          new Response([204, 205, 304].includes(status) ? null : text, {
            status,
            statusText: incoming.statusMessage ?? '',
            headers: responseHeaders(incoming.headers),
          }),
        );
      });
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    // The API may answer (a refusal) before it has read the whole file and close the connection: the
    // answer counts, the broken pipe does not.
    pipeline(Readable.fromWeb(body as NodeReadableStream), outgoing).catch((error) => {
      if (!answered) reject(error);
    });
  });
}

function responseHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const one of value) out.append(name, one);
    else if (value !== undefined) out.set(name, value);
  }
  return out;
}
