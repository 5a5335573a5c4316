import type { AdminToken } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { seedCheckout } from '../../src/demo/seed/checkout.ts';
import { jobHandlers } from '../../src/jobs/job-handlers.ts';
import { runDueJobs } from '../../src/jobs/job-queue.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { saveAdministrator } from '../../src/modules/admin/administrators.ts';
import { fixtures } from './fixtures.ts';
import { testOutbox } from './outbox.ts';
import { createTestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const ADMIN = { email: 'admin@example.lt', name: 'Ona Administratorė', password: 'Admin1234' };

export type AdminCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options?: { payload?: unknown; token?: string | null },
) => Promise<LightMyRequestResponse>;

/**
 * A catalogue for the back office's product tests: channels web (lt, en) and b2b (lt), categories
 * kids > prams and toys, the brand attribute (chicco, cybex) and badges (new), warehouses vilnius and
 * kaunas, the option colour (beige, grey), checkout methods, and a signed-in administrator.
 */
export async function adminCatalogue() {
  const database: TestDatabase = await createTestDatabase();
  const data = fixtures(database.db);
  await data.locales();
  const web = await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
  const b2b = await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'], requiresLogin: true });
  await seedCheckout(database.db, [web.id]);
  const kids = await data.taxon({
    code: 'kids',
    translations: { lt: { name: 'Vaikams', slug: 'vaikams' }, en: { name: 'For kids', slug: 'for-kids' } },
  });
  const prams = await data.taxon({
    code: 'prams',
    parentId: kids.id,
    translations: {
      lt: { name: 'Vežimėliai', slug: 'vaikams/vezimeliai' },
      en: { name: 'Prams', slug: 'for-kids/prams' },
    },
  });
  const toys = await data.taxon({
    code: 'toys',
    translations: { lt: { name: 'Žaislai', slug: 'zaislai' }, en: { name: 'Toys', slug: 'toys' } },
  });
  const brand = { code: 'brand', slug: 'gamintojas' };
  const chicco = await data.attributeValue({
    attribute: brand,
    code: 'chicco',
    slug: 'chicco',
    translations: { lt: { name: 'Chicco' } },
  });
  const cybex = await data.attributeValue({
    attribute: brand,
    code: 'cybex',
    slug: 'cybex',
    translations: { lt: { name: 'Cybex' } },
  });
  const isNew = await data.attributeValue({
    attribute: { code: 'badges', slug: 'zenkliukai' },
    code: 'new',
    slug: 'naujiena',
    translations: { lt: { name: 'Naujiena' } },
  });
  const vilnius = await data.warehouse({ code: 'vilnius', name: 'Vilnius' });
  const kaunas = await data.warehouse({ code: 'kaunas', name: 'Kaunas' });
  const colour = await data.productOption({
    code: 'colour',
    names: { lt: 'Spalva', en: 'Colour' },
    values: [
      { code: 'beige', names: { lt: 'Smėlio', en: 'Beige' } },
      { code: 'grey', names: { lt: 'Pilka', en: 'Grey' } },
    ],
  });
  await saveAdministrator(database.db, ADMIN);
  const app: FastifyInstance = await createTestApp(database, {
    storefrontUrls: { web: 'https://shop.test', b2b: 'https://b2b.shop.test' },
  });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/v2/admin/token',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = (signedIn.json() as AdminToken).token;
  const outbox = testOutbox();

  const admin: AdminCall = (method, url, options = {}) => {
    const bearer = options.token === undefined ? token : options.token;
    return app.inject({
      method,
      url: `/api/v2/admin${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  };

  /** Runs the due jobs (mails) and answers the mails sent since the last call. */
  async function runJobs(): Promise<string[]> {
    await runDueJobs(
      database.db,
      jobHandlers({
        db: database.db,
        mailer: createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir: outbox.dir }),
        config: { storefrontUrls: { web: 'https://shop.test', b2b: 'https://b2b.shop.test' } },
      }),
      (line) => {
        throw new Error(line);
      },
    );
    return outbox.takeNew();
  }

  return {
    database,
    data,
    app,
    admin,
    runJobs,
    ids: { web: web.id, b2b: b2b.id, kids: kids.id, prams: prams.id, toys: toys.id },
    values: { chicco: chicco.id, cybex: cybex.id, isNew: isNew.id, colour: colour.valueIds },
    warehouses: { vilnius: vilnius.id, kaunas: kaunas.id },
    async close() {
      await app.close();
      await database.cleanup();
      outbox.remove();
    },
  };
}

export type AdminCatalogue = Awaited<ReturnType<typeof adminCatalogue>>;

/** The violations of a 422 answer as [path, message] pairs. */
export function violationsOf(response: LightMyRequestResponse): Array<[string, string]> {
  expect(response.statusCode, response.body).toBe(422);
  return (response.json() as { violations: Array<{ propertyPath: string; message: string }> }).violations.map(
    (violation) => [violation.propertyPath, violation.message],
  );
}
