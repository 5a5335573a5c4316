import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImpersonateCommand } from '../src/cli/impersonate-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { customers, shopUsers } from '../src/db/schema/index.ts';
import {
  ImpersonationRefused,
  impersonationUrl,
  IMPERSONATION_TOKEN_TTL_SECONDS,
  mintImpersonationToken,
} from '../src/modules/auth/impersonation.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const JWT_SECRET = 'test-secret-of-the-impersonation-tests-0123456';
const secret = new TextEncoder().encode(JWT_SECRET);

describe('impersonation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  async function account(email: string, enabled = true): Promise<void> {
    const [customer] = await database.db.insert(customers).values({ email, firstName: 'Ona' }).returning();
    await database.db
      .insert(shopUsers)
      .values({ customerId: customer!.id, passwordHash: await hash('Gandras2026'), enabled });
  }

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET });
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await account('ona@example.lt');
    await account('off@example.lt', false);
    await database.db.insert(customers).values({ email: 'guest@example.lt' });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const me = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v2/shop/customers/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('mints a short-lived token, marked as impersonation, that works as the customer', async () => {
    const minted = await mintImpersonationToken(database.db, {
      secret,
      email: ' Ona@Example.lt ',
      channelCode: 'web',
      impersonatedBy: 'admin:jonas',
    });
    const answer = await me(minted.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0].email).toBe('ona@example.lt');

    const claims = decodeJwt(minted.token);
    expect(claims.impersonatedBy).toBe('admin:jonas');
    expect(claims.exp! - claims.iat!).toBe(IMPERSONATION_TOKEN_TTL_SECONDS);
    expect(minted.expiresAt.getTime()).toBe(claims.exp! * 1000);
  });

  it('expires like any access token', async () => {
    const minted = await mintImpersonationToken(database.db, {
      secret,
      email: 'ona@example.lt',
      channelCode: 'web',
      impersonatedBy: 'admin:jonas',
      now: new Date(Date.now() - (IMPERSONATION_TOKEN_TTL_SECONDS + 60) * 1000),
    });
    const answer = await me(minted.token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Expired JWT Token');
  });

  it('refuses unknown addresses, guests, disabled accounts and unknown channels', async () => {
    for (const [email, channelCode] of [
      ['nobody@example.lt', 'web'],
      ['guest@example.lt', 'web'],
      ['off@example.lt', 'web'],
      ['ona@example.lt', 'nowhere'],
    ] as const) {
      await expect(
        mintImpersonationToken(database.db, { secret, email, channelCode, impersonatedBy: 'admin' }),
      ).rejects.toBeInstanceOf(ImpersonationRefused);
    }
  });

  it('puts the tokens in the x-auth parameter as base64 JSON', () => {
    const url = new URL(impersonationUrl('https://shop.test', { token: 'a.b.c' }));
    expect(url.origin + url.pathname).toBe('https://shop.test/');
    const value = url.searchParams.get('x-auth')!;
    expect(JSON.parse(Buffer.from(value, 'base64').toString('utf8'))).toEqual({ token: 'a.b.c' });
  });

  it('the command needs an email', async () => {
    const errors: string[] = [];
    const result = await runImpersonateCommand([], {
      env: {},
      cwd: process.cwd(),
      log: () => undefined,
      error: (message) => errors.push(message),
    });
    expect(result.exitCode).toBe(2);
    expect(errors.join('\n')).toContain('--email is required');
  });

  it('the command prints the storefront URL with a token signed by the API secret', async () => {
    // Its own PGlite data folder: the test database is open in this process already.
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-impersonate-'));
    try {
      const env = {
        DATA_DIR: dataDir,
        JWT_SECRET,
        STOREFRONT_URLS: 'web=https://shop.test',
        LOG_LEVEL: 'silent',
      };
      const handle = await openDatabase(loadConfig(env));
      await migrateDatabase(handle);
      const data = fixtures(handle.db);
      await data.locales(['lt']);
      await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
      const [customer] = await handle.db.insert(customers).values({ email: 'ona@example.lt' }).returning();
      await handle.db.insert(shopUsers).values({ customerId: customer!.id });
      await handle.close();

      const printed: string[] = [];
      const result = await runImpersonateCommand(['--email', 'ona@example.lt', '--by', 'admin:jonas'], {
        env,
        cwd: process.cwd(),
        log: (message) => printed.push(message),
        error: () => undefined,
      });
      expect(result.exitCode).toBe(0);
      expect(printed).toEqual([result.url]);
      const url = new URL(result.url!);
      expect(url.origin).toBe('https://shop.test');
      const { token } = JSON.parse(Buffer.from(url.searchParams.get('x-auth')!, 'base64').toString('utf8'));
      const { payload } = await jwtVerify(token, secret);
      expect(payload).toMatchObject({ sub: '1', channel: 'web', impersonatedBy: 'admin:jonas' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
