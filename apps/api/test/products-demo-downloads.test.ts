import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDownloads } from '../src/db/schema/index.ts';
import { ensureDemoDownloads } from '../src/demo/seed/downloads.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('demo downloads (manuals for prams and car seats)', () => {
  let database: TestDatabase;
  const messages: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const add = async (code: string, image: string, lt: string, en: string) => {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: {
          lt: { name: lt, slug: code.toLowerCase() },
          en: { name: en, slug: code.toLowerCase() },
        },
      });
      await data.productImage(product.id, image);
    };
    for (let index = 1; index <= 12; index += 1) {
      await add(`PRAM${index}`, 'products/pram-black.webp', `Vežimėlis ąčęėįšųūž ${index}`, `Pram ${index}`);
    }
    await add('SEAT1', 'products/car_seat-grey.webp', 'Automobilinė kėdutė', 'Car seat');
    await add('SEATX', 'products/carXseat-grey.webp', 'Ne kėdutė', 'Not a seat');
    await add('TEDDY', 'products/teddy-beige.webp', 'Meškiukas', 'Teddy');
    await ensureDemoDownloads(database.db, createMediaStorage(database.config), (message) =>
      messages.push(message),
    );
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const rows = () =>
    database.db
      .select()
      .from(productDownloads)
      .orderBy(asc(productDownloads.productId), asc(productDownloads.position));

  it('attaches a Lithuanian and an English manual to the first ten prams and the car seats only', async () => {
    const links = await rows();
    expect(links).toHaveLength((10 + 1) * 2);
    expect(
      links.filter(
        (row) => row.path.includes('pram11') || row.path.includes('seatx') || row.path.includes('teddy'),
      ),
    ).toEqual([]);
    expect(links.slice(0, 2)).toEqual([
      expect.objectContaining({
        locale: 'lt',
        name: 'Naudojimo instrukcija',
        path: 'downloads/demo/pram1-naudojimo-instrukcija-lt.pdf',
      }),
      expect.objectContaining({
        locale: 'en',
        name: 'User manual',
        path: 'downloads/demo/pram1-user-manual-en.pdf',
      }),
    ]);
  });

  it('writes each manual as a PDF naming the product', async () => {
    const pdf = await readFile(
      join(database.config.mediaDir, 'downloads/demo/seat1-user-manual-en.pdf'),
      'latin1',
    );
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Car seat) Tj');
    // Lithuanian letters are written with the font's extra glyph codes, not as "?".
    const lt = await readFile(
      join(database.config.mediaDir, 'downloads/demo/pram1-naudojimo-instrukcija-lt.pdf'),
      'latin1',
    );
    expect(lt).toContain('/edotaccent');
    expect(lt).not.toMatch(/Vežimėlis|\?{3}/);
  });

  it('is idempotent and redraws only missing files', async () => {
    const before = await rows();
    messages.length = 0;
    await ensureDemoDownloads(database.db, createMediaStorage(database.config), (message) =>
      messages.push(message),
    );
    expect(await rows()).toEqual(before);
    expect(messages).toEqual([]);

    await rm(join(database.config.mediaDir, 'downloads/demo/pram2-user-manual-en.pdf'));
    await ensureDemoDownloads(database.db, createMediaStorage(database.config), (message) =>
      messages.push(message),
    );
    expect(messages).toEqual([expect.stringMatching(/^Wrote 1 demo manuals into /)]);
    const redrawn = await readFile(
      join(database.config.mediaDir, 'downloads/demo/pram2-user-manual-en.pdf'),
      'latin1',
    );
    expect(redrawn).toContain('(Pram 2) Tj');
  });
});
