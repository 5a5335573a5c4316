import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  isPublicAddress,
  PRIVATE_ADDRESS_MESSAGE,
  requestPicture,
} from '../src/modules/catalogue-exchange/import/picture-request.ts';
import {
  DEFAULT_FETCH_LIMITS,
  fetchPicture,
  pictureFetchLimits,
} from '../src/modules/catalogue-exchange/import/pictures.ts';

/**
 * The catalogue import fetches pictures by the URLs an import file names: never from the shop's own network
 * unless the owner allows it (server-side request forgery; picture-request.ts).
 */
describe('pictures by URL: the private network guard', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/moved') return response.writeHead(302, { location: '/picture.png' }).end();
      if (request.url?.startsWith('/loop')) return response.writeHead(302, { location: '/loop' }).end();
      if (request.url === '/picture.png') return response.writeHead(200).end(Buffer.from('png bytes'));
      return response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells public addresses from private, loopback, link-local, shared and reserved ones', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses private addresses, by number or by a name that resolves to one, without connecting', async () => {
    const limits = { ...DEFAULT_FETCH_LIMITS, retryDelayMs: 1 };
    for (const url of [
      `http://127.0.0.1:${port}/picture.png`,
      `http://localhost:${port}/picture.png`,
      `http://[::ffff:127.0.0.1]:${port}/picture.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/picture.png',
    ]) {
      await expect(fetchPicture(url, limits), url).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    }
    expect(hits).toEqual([]);
  });

  it('refuses other schemes and non-addresses without retrying', async () => {
    const limits = { ...DEFAULT_FETCH_LIMITS, retryDelayMs: 60_000 };
    await expect(fetchPicture('file:///etc/passwd', limits)).rejects.toThrow('only http and https');
    await expect(fetchPicture('http://', limits)).rejects.toThrow('not a web address');
  });

  it('fetches from the private network when the owner allows it, following a few redirects', async () => {
    const allowed = { timeoutMs: 5_000, maxBytes: 1_000, privateNetwork: true };
    expect((await requestPicture(`http://127.0.0.1:${port}/moved`, allowed)).toString()).toBe('png bytes');
    expect(hits).toEqual(['/moved', '/picture.png']);
    await expect(requestPicture(`http://localhost:${port}/loop`, allowed)).rejects.toThrow(
      'too many redirects',
    );
    await expect(requestPicture(`http://127.0.0.1:${port}/none`, allowed)).rejects.toThrow('answered 404');
  });

  it('takes the setting from IMPORT_PICTURES_FROM_PRIVATE_NETWORK, off by default', () => {
    expect(pictureFetchLimits(loadConfig({ DATA_DIR: '/tmp/x' })).privateNetwork).toBe(false);
    expect(
      pictureFetchLimits(loadConfig({ DATA_DIR: '/tmp/x', IMPORT_PICTURES_FROM_PRIVATE_NETWORK: 'true' }))
        .privateNetwork,
    ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', IMPORT_PICTURES_FROM_PRIVATE_NETWORK: 'maybe' })).toThrow(
      /IMPORT_PICTURES_FROM_PRIVATE_NETWORK/,
    );
  });
});
