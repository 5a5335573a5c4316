import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * A picture's GET for the catalogue import, safe against server-side request forgery: an import file names the
 * URLs, so without a guard a catalogue manager could make the shop fetch from its own network (the cloud
 * metadata service at 169.254.169.254, a database's HTTP port, the admin API on localhost) and read the answer
 * back through the stored picture or the report's error. Only public unicast addresses are connected to: the
 * address is checked after the DNS lookup, on the very address the socket connects to (so a name that
 * resolves to a public address when checked and a private one when fetched cannot slip through), and again on
 * every redirect. A shop whose pictures are on its own network allows it with
 * IMPORT_PICTURES_FROM_PRIVATE_NETWORK=true.
 */
export interface PictureRequestOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Connect to private, loopback and link-local addresses too. */
  privateNetwork: boolean;
}

const MAX_REDIRECTS = 5;

/** Why a picture was not fetched, as the import report shows it; `retry` false: trying again cannot help. */
export class PictureRequestError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export const PRIVATE_ADDRESS_MESSAGE =
  'its address is in a private or local network, which the shop does not fetch pictures from';

/** A public unicast address (not private, loopback, link-local, shared, multicast, reserved...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** dns.lookup, with every non-public address dropped (an answer of only such addresses fails). */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    if (allowed.length === 0) {
      return callback(Object.assign(new Error(PRIVATE_ADDRESS_MESSAGE), { code: 'EPRIVATEADDRESS' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    const [first] = allowed;
    return callback(null, first!.address, first!.family);
  });
};

function requestOnce(url: URL, options: PictureRequestOptions): Promise<http.IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new PictureRequestError('only http and https addresses can be fetched', false));
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.privateNetwork && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new PictureRequestError(PRIVATE_ADDRESS_MESSAGE, false));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.privateNetwork ? {} : { lookup: publicLookup }),
        headers: { accept: 'image/*' },
      },
      resolve,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPRIVATEADDRESS') reject(new PictureRequestError(PRIVATE_ADDRESS_MESSAGE, false));
      else reject(error);
    });
  });
}

/** GETs the URL's bytes, following up to five redirects, each checked like the first address. */
export async function requestPicture(address: string, options: PictureRequestOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PictureRequestError('it is not a web address', false);
  }
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(url, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (redirects >= MAX_REDIRECTS) throw new PictureRequestError('too many redirects', false);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new PictureRequestError(`the server answered ${status}`, status >= 500 || status === 429);
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > options.maxBytes) {
      response.destroy();
      throw new PictureRequestError('the picture is larger than 10 MB', false);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) {
        response.destroy();
        throw new PictureRequestError('the picture is larger than 10 MB', false);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}
