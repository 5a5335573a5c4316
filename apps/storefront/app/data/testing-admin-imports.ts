import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminCatalogueImport } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { vi } from 'vitest';
import { shopRequestContext } from './request-context.server.ts';
import { adminArgs, json, stubAdminApi } from './testing-admin-api.ts';

/*
 * For the catalogue import screens' route tests: an import as the admin API answers it, what its mapping
 * can point at, loader and action arguments whose API calls a stub answers, and the upload route as a real
 * HTTP server (the upload is piped with Node's HTTP client, not fetch).
 */

export function anImport(overrides: Partial<AdminCatalogueImport> = {}): AdminCatalogueImport {
  return {
    id: 7,
    format: 'shopify-csv',
    status: 'checked',
    fileName: 'products_export.csv',
    picturesFileName: null,
    missing: 'keep',
    locale: 'lt',
    counts: { new: 2, updated: 1, unchanged: 4, failed: 1, disabled: 0 },
    rowsTotal: 9,
    rowsDone: 9,
    problemCount: 1,
    problems: [
      {
        row: 4,
        column: 'Variant Price',
        product: 'vezimelis-anex',
        message: 'Enter the price as a number, such as 12.90.',
      },
    ],
    pictures: { pending: 0, fetched: 0, failed: 0 },
    mapping: {
      types: { Vežimėliai: { taxon: 'prams' }, Žaislai: { taxon: null } },
      tags: { anex: { attributeValue: 'brand:anex' }, naujiena: { taxon: null, attributeValue: null } },
      vendorAttribute: 'brand',
    },
    error: null,
    createdBy: 'Ona Petraitienė',
    createdAt: '2026-11-26T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const choices = {
  taxons: [
    { code: 'kids', label: 'Vaikams' },
    { code: 'prams', label: 'Vaikams › Vežimėliai' },
  ],
  attributes: [{ code: 'brand', name: 'Prekės ženklas', values: [{ code: 'anex', name: 'Anex' }] }],
};

export /** An action's or loader's arguments whose API calls `fetchStub` answers (bodies of any kind). */
function rawArgs<T>(path: string, fetchStub: typeof fetch, init: RequestInit = {}, params = {}): T {
  vi.stubGlobal('fetch', fetchStub);
  const context = new RouterContextProvider();
  context.set(shopRequestContext, stubAdminApi(() => json({})).shop);
  return { ...adminArgs(path, 'tok', init), context, params } as unknown as T;
}

/** What the admin API's upload route received. */
export interface Upload {
  method: string;
  path: string;
  auth: string | undefined;
  type: string | undefined;
  body: Buffer;
}

const servers: Server[] = [];

/** Closes the upload servers a test started (afterEach). */
export async function closeUploadServers() {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
}

export /**
 * The admin API's upload route as the other process it is: a real HTTP server on a free loopback port
 * (the upload is piped with Node's HTTP client, not fetch), answering `answer`.
 */
async function uploadApi(answer: (upload: Upload) => Response) {
  const received: Upload[] = [];
  let sawBytes: () => void = () => {};
  const firstBytes = new Promise<void>((resolve) => {
    sawBytes = resolve;
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      sawBytes();
    });
    request.on('end', () => {
      const upload: Upload = {
        method: request.method ?? '',
        path: request.url ?? '',
        auth: request.headers.authorization,
        type: request.headers['content-type'],
        body: Buffer.concat(chunks),
      };
      received.push(upload);
      const answered = answer(upload);
      void answered.arrayBuffer().then((bytes) => {
        response.writeHead(answered.status, Object.fromEntries(answered.headers));
        response.end(Buffer.from(bytes));
      });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    firstBytes,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** The new import action's arguments, the storefront's API being `apiUrl`. */
export function uploadArgs<T>(path: string, apiUrl: string, init: RequestInit): T {
  const context = new RouterContextProvider();
  const { shop } = stubAdminApi(() => json({}));
  context.set(shopRequestContext, { ...shop, config: { ...shop.config, apiUrl } });
  return { ...adminArgs(path, 'tok', init), context, params: {} } as unknown as T;
}
