import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { createAccount, shopCaller, signInAs } from './helpers/customer-session.ts';
import { createAnswerChecker } from './helpers/fuzz-answers.ts';
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
  /** What the document does not describe (ADR 0042), or "5xx". */
  problem: string;
}

/**
 * ADR 0036: every documented operation of the shop and back office API, anonymously and with a token
 * (a customer's for the shop, an administrator's for the back office), gets one hostile value in each path,
 * query and body parameter. No answer may be a 5xx. ADR 0042: every answer is one the document describes,
 * its status documented for the operation and its body matching the schema documented for that status.
 */
describe('fuzzing every documented operation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let customerToken: string;
  let adminToken: string;
  let checkAnswer: ReturnType<typeof createAnswerChecker>;
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
    // Until the customer's bearer scheme is documented (branch authfirst: `customerBearer`, each shop
    // operation's security and its 401), a shop operation's 401 is expected; after it, nothing is excused.
    const customerSecurityDocumented = Boolean(
      (document.components as { securitySchemes?: Record<string, unknown> } | undefined)?.securitySchemes
        ?.customerBearer,
    );
    checkAnswer = createAnswerChecker(document, {
      excuse: (_method, path, status) =>
        !customerSecurityDocumented && status === 401 && path.startsWith('/api/v2/shop'),
    });

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
    const problem =
      response.statusCode >= 500
        ? '5xx'
        : checkAnswer(
            operation.method,
            operation.path,
            response.statusCode,
            response.headers['content-type'] as string | undefined,
            response.body,
          );
    if (problem === null) return null;
    return {
      request: `${operation.method} ${operation.path} [${fuzzCase.target} = ${fuzzCase.value}${token ? ', signed in' : ''}]`,
      status: response.statusCode,
      body: response.body.slice(0, 200),
      problem,
    };
  }

  it('answers no hostile request with a 5xx, and every answer as documented', async () => {
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
    // One line per operation, status and problem, so that the report stays readable when many values fail
    // alike.
    const distinct = [
      ...new Map(
        failures.map((f) => [`${f.request.replace(/ \[.*$/, '')} ${f.status} ${f.problem}`, f]),
      ).values(),
    ];
    expect(
      distinct.map((failure) => `${failure.status} ${failure.request}: ${failure.problem} ${failure.body}`),
      `${jobs.length} requests`,
    ).toEqual([]);
  }, 400_000);
});
