import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { createAccount, shopCaller, signInAs } from './helpers/customer-session.ts';
import {
  casesFor,
  operationsOf,
  type FuzzCase,
  type FuzzOperation,
  type OpenApiDocument,
} from './helpers/fuzz.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** Requests in flight at once: enough to keep both cores busy, few enough for PGlite's one connection. */
const CONCURRENCY = 6;

const METHOD_ORDER = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];

interface Failure {
  request: string;
  status: number;
  body: string;
}

/**
 * ADR 0036: every documented operation of the shop and back office API, anonymously and with a token
 * (a customer's for the shop, an administrator's for the back office), gets one hostile value in each path,
 * query and body parameter. No answer may be a 5xx.
 */
describe('fuzzing every documented operation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let customerToken: string;
  let adminToken: string;
  const realValues = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDemoData({
      db: database.db,
      storage: createMediaStorage(database.config),
      log: () => {},
      now: new Date('2026-11-21T10:00:00Z'),
    });
    app = await createTestApp(database);
    const call = shopCaller(app);
    await createAccount(database.db, 'fuzz-customer@example.lt');
    customerToken = await signInAs(call, 'fuzz-customer@example.lt');
    adminToken = await adminTokenFor(app, database.db);
    document = (await app.inject({ method: 'GET', url: '/api/v2/docs' })).json() as OpenApiDocument;

    // Real resources for the parameters a hostile value is not in, so that body values reach the handlers.
    const search = await call('GET', '/search/products?itemsPerPage=1');
    const productCode = (search.json() as { data: { code: string }[] }).data[0]?.code;
    if (productCode) realValues.set('products/{code}', productCode);
    const cart = await call('POST', '/orders', { payload: {}, token: customerToken });
    const cartToken = (cart.json() as { tokenValue?: string }).tokenValue;
    if (cartToken) realValues.set('orders/{token}', cartToken);
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  function pathValue(path: string, name: string): string {
    for (const [key, value] of realValues) {
      if (path.includes(key) && key.endsWith(`{${name}}`)) return value;
    }
    return '1';
  }

  async function send(operation: FuzzOperation, fuzzCase: FuzzCase, token?: string): Promise<Failure | null> {
    const response = await app.inject({
      method: operation.method as 'GET',
      url: fuzzCase.url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(fuzzCase.payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(fuzzCase.payload ? { payload: fuzzCase.payload } : {}),
    });
    if (response.statusCode < 500) return null;
    return {
      request: `${operation.method} ${operation.path} [${fuzzCase.target} = ${fuzzCase.value}${token ? ', signed in' : ''}]`,
      status: response.statusCode,
      body: response.body.slice(0, 200),
    };
  }

  it('answers no hostile request with a 5xx', async () => {
    const operations = operationsOf(document)
      .filter((operation) => operation.path.startsWith('/api/v2/') || operation.path.startsWith('/media/'))
      .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
    expect(operations.length).toBeGreaterThan(100);

    const jobs: (() => Promise<Failure | null>)[] = [];
    for (const operation of operations) {
      const token = operation.path.startsWith('/api/v2/admin') ? adminToken : customerToken;
      for (const fuzzCase of casesFor(document, operation, pathValue)) {
        jobs.push(() => send(operation, fuzzCase));
        jobs.push(() => send(operation, fuzzCase, token));
      }
    }
    const failures: Failure[] = [];
    for (let start = 0; start < jobs.length; start += CONCURRENCY) {
      const results = await Promise.all(jobs.slice(start, start + CONCURRENCY).map((job) => job()));
      failures.push(...results.filter((result): result is Failure => result !== null));
    }
    // One line per operation and parameter, so that the report stays readable when many values fail alike.
    const distinct = [...new Map(failures.map((f) => [f.request.replace(/ = [^,\]]+/, ''), f])).values()];
    expect(
      distinct.map((failure) => `${failure.status} ${failure.request} ${failure.body}`),
      `${jobs.length} requests`,
    ).toEqual([]);
  }, 400_000);
});
