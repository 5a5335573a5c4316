import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Banner, CatalogueVersion, ContentPage, FaqEntry, List } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentJson,
  exportContent,
  formatContentIssue,
  importContent,
  readContentFolder,
  writeContentFolder,
  type ContentImportResult,
} from '../src/content-exchange/index.ts';
import type { Database } from '../src/db/database.ts';
import { findPageIdsByCode } from '../src/modules/pages/service.ts';
import { demoContentBlocks } from '../src/demo/content/blocks.ts';
import { demoContentDocuments, importDemoContent } from '../src/demo/seed/content.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A shop with the locales and the web channel, as a fresh install has them. */
async function freshShop(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const data = fixtures(database.db);
  await data.locales();
  await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
  return database;
}

/** What the content files would hold: plain JSON, as read back from disk. */
async function exported(db: Database): Promise<Record<string, unknown[]>> {
  return JSON.parse(JSON.stringify(await exportContent(db))) as Record<string, unknown[]>;
}

function issuesOf(result: ContentImportResult): string[] {
  if (result.ok) throw new Error('expected the import to fail');
  return result.issues.map(formatContentIssue);
}

/** The demo blocks with links as a seeded shop would resolve them (categories and pages carry ids). */
const demoBlocks = demoContentBlocks({
  category: (code) => ({ lt: `/c/${code}-1`, en: `/en/c/${code}-1` }),
  page: (code) => ({ lt: `/${code}-2`, en: `/en/${code}-2` }),
});
const DEMO_BLOCK_COUNT = demoBlocks.length;

describe('content import and export', () => {
  let demo: TestDatabase;
  let app: FastifyInstance;
  let tempDir: string;
  let demoFiles: Record<string, unknown[]>;

  beforeAll(async () => {
    demo = await freshShop();
    await importDemoContent(demo.db, {
      ...demoContentDocuments(new Date('2026-11-21T10:00:00Z')),
      'content-blocks': demoBlocks,
    });
    app = await createTestApp(demo);
    tempDir = await mkdtemp(join(tmpdir(), 'shop-content-'));
    demoFiles = await exported(demo.db);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await demo.cleanup();
    await rm(tempDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string, locale = 'lt') => {
    const response = await app.inject({ url: `/api/v2/shop${url}`, headers: { locale, channel: 'web' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  it('exports the demo content as sorted files that import into a fresh shop unchanged', async () => {
    const dir = join(tempDir, 'round-trip');
    expect(await writeContentFolder(dir, demoFiles)).toEqual([
      'pages.json',
      'faq.json',
      'articles.json',
      'information-bars.json',
      'banners.json',
      'content-blocks.json',
    ]);
    const faqFile = await readFile(join(dir, 'faq.json'), 'utf8');
    expect(faqFile).toBe(contentJson(demoFiles.faq));
    // Pretty and sorted: code first, items by code.
    expect(faqFile.startsWith('[\n  {\n    "code": "delivery",')).toBe(true);
    expect((demoFiles.pages as { code: string }[]).map((page) => page.code)).toEqual(
      [...(demoFiles.pages as { code: string }[]).map((page) => page.code)].sort(),
    );

    const fresh = await freshShop();
    try {
      const folder = await readContentFolder(dir);
      expect(folder.issues).toEqual([]);
      const result = await importContent(fresh.db, folder.documents);
      expect(result).toMatchObject({
        ok: true,
        written: true,
        counts: { pages: 7, faq: 3, banners: 4, 'content-blocks': DEMO_BLOCK_COUNT },
      });
      expect(contentJson(await exported(fresh.db))).toBe(contentJson(demoFiles));
    } finally {
      await fresh.cleanup();
    }
  });

  it('shows an edited FAQ answer and a new banner through the shop API after the import', async () => {
    const faq = structuredClone(demoFiles.faq) as {
      code: string;
      entries: { code: string; translations: Record<string, { answer: string }> }[];
    }[];
    const entry = faq.flatMap((category) => category.entries).find((item) => item.code === 'delivery-free');
    if (!entry?.translations.lt) throw new Error('the demo FAQ has no delivery-free entry');
    entry.translations.lt.answer = '<p>Nuo šiol pristatymas visada nemokamas.</p>';
    const banners = [
      ...demoFiles.banners!,
      {
        code: 'spring',
        channelCode: 'web',
        position: 0,
        translations: { lt: { title: 'Pavasaris', imagePath: 'promo/spring.jpg', link: '/akcijos' } },
      },
    ];
    const versionBefore = (await get<CatalogueVersion>('/catalogue-version')).version;
    expect(await importContent(demo.db, { faq, banners })).toMatchObject({ ok: true, written: true });
    // The storefronts empty their page caches when the shared version moves (ADR 0051).
    expect((await get<CatalogueVersion>('/catalogue-version')).version).toBeGreaterThan(versionBefore);

    const entries = await get<List<FaqEntry>>('/faqs');
    expect(entries.data.find((item) => item.code === 'delivery-free')?.answer).toBe(
      '<p>Nuo šiol pristatymas visada nemokamas.</p>',
    );
    // Updated in place: the other entries and their order are as before.
    expect(entries.data).toHaveLength(7);
    const shown = await get<List<Banner>>('/banners?itemsPerPage=50');
    expect(shown.data[0]).toMatchObject({ code: 'spring', title: 'Pavasaris', image: 'promo/spring.jpg' });
  });

  it('reports every problem with its file, item and field, and imports nothing', async () => {
    const before = contentJson(await exported(demo.db));
    const result = await importContent(demo.db, {
      pages: [
        {
          code: 'about-us',
          translations: { lt: { title: 'Apie mus', slug: 'apie-mus', content: '<p>Nauja</p>' } },
        },
      ],
      banners: [
        { code: 'ok', translations: { lt: { title: 'Gerai', imagePath: 'promo/a.jpg' } } },
        { code: 'north', channelCode: 'nowhere', translations: {} },
        {
          code: 'spring',
          colour: 'green',
          displayFor: 'everyone',
          translations: { en: { title: 'Spring', imagePath: '../secret', link: null, size: 3 } },
        },
        { code: 'ok', translations: { xx: { title: 'Kitas', imagePath: 'promo/b.jpg' } } },
      ],
      'content-blocks': [
        {
          code: 'hero',
          type: 'slider',
          displayLocations: ['home'],
          translations: {
            en: {
              slides: [
                {
                  image: 'blocks/a.webp',
                  alt: '',
                  button: { label: 'Go', link: 'javascript:alert(1)' },
                  sparkle: true,
                },
              ],
            },
          },
        },
      ],
    });
    const issues = issuesOf(result);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content-blocks\.json: \[0\] code "hero": translations\.en\.slides\[0\]\.button\.link: Use a link within the shop/,
        ),
        expect.stringMatching(
          /^content-blocks\.json: \[0\] code "hero": translations\.en\.slides\[0\]: Unrecognized key: "sparkle"/,
        ),
      ]),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        'banners.json: [1] code "north": channelCode: no channel has the code "nowhere"',
        expect.stringMatching(/^banners\.json: \[2\] code "spring": Unrecognized key: "colour"/),
        expect.stringMatching(/^banners\.json: \[2\] code "spring": displayFor: /),
        expect.stringMatching(/^banners\.json: \[2\] code "spring": translations\.en\.imagePath: /),
        expect.stringMatching(
          /^banners\.json: \[2\] code "spring": translations\.en: Unrecognized key: "size"/,
        ),
        expect.stringMatching(
          /^banners\.json: \[3\] code "ok": translations\.xx: the shop has no locale "xx"/,
        ),
        'banners.json: [3] code "ok": code: the code "ok" is used twice (also in item [0])',
      ]),
    );
    expect(issues).toHaveLength(9);
    // The valid page was not imported either.
    expect(contentJson(await exported(demo.db))).toBe(before);
  });

  it('rolls back everything when an item cannot be stored', async () => {
    const before = contentJson(await exported(demo.db));
    // Valid each, but two sections cannot share a slug: the second fails in the database.
    const section = (code: string) => ({
      code,
      translations: { lt: { name: code, slug: 'tas-pats' } },
      articles: [],
    });
    const result = await importContent(demo.db, {
      pages: [{ code: 'new-page', translations: { lt: { title: 'Naujas', slug: 'naujas' } } }],
      articles: [section('first-section'), section('second-section')],
    });
    expect(issuesOf(result)).toEqual([
      expect.stringMatching(/^articles\.json: \[1\] code "second-section": could not be stored: .*unique/),
    ]);
    expect(contentJson(await exported(demo.db))).toBe(before);
  });

  it('checks without writing when asked to', async () => {
    const before = contentJson(await exported(demo.db));
    const versionBefore = (await get<CatalogueVersion>('/catalogue-version')).version;
    const result = await importContent(
      demo.db,
      { pages: [{ code: 'new-page', translations: { lt: { title: 'Naujas', slug: 'naujas' } } }] },
      { check: true },
    );
    expect(result).toEqual({ ok: true, written: false, counts: { pages: 1 } });
    expect(contentJson(await exported(demo.db))).toBe(before);
    expect((await get<CatalogueVersion>('/catalogue-version')).version).toBe(versionBefore);
  });

  it('sanitises HTML on the way in', async () => {
    const result = await importContent(demo.db, {
      pages: [
        {
          code: 'xss',
          translations: {
            lt: {
              title: 'Bandymas',
              slug: 'bandymas',
              content:
                '<p onclick="alert(1)">Tekstas</p><script>alert(1)</script><a href="javascript:x">x</a>',
            },
          },
        },
      ],
    });
    expect(result.ok).toBe(true);
    const page = (
      (await exported(demo.db)).pages as { code: string; translations: { lt: { content: string } } }[]
    ).find((item) => item.code === 'xss');
    expect(page?.translations.lt.content).toBe('<p>Tekstas</p><a>x</a>');
    const id = (await findPageIdsByCode(demo.db, ['xss'])).get('xss');
    expect((await get<ContentPage>(`/cms/pages/${id}`)).content).toBe('<p>Tekstas</p><a>x</a>');
  });

  it('accepts the examples of docs/content.md', async () => {
    const guide = await readFile(join(apiDir, '../../docs/content.md'), 'utf8');
    const examples = [...guide.matchAll(/### `([a-z-]+)\.json`[\s\S]*?```json\n([\s\S]*?)```/g)];
    const documents = Object.fromEntries(
      examples.map(([, name, json]) => [name, JSON.parse(json ?? '') as unknown]),
    );
    expect(Object.keys(documents)).toEqual([
      'pages',
      'faq',
      'articles',
      'information-bars',
      'banners',
      'content-blocks',
    ]);
    expect(await importContent(demo.db, documents, { check: true })).toMatchObject({ ok: true });
  });

  it('reports a file that is not JSON, a missing folder and a file that is not an array', async () => {
    const dir = join(tempDir, 'broken');
    await writeContentFolder(dir, { pages: [] });
    await writeFile(join(dir, 'faq.json'), '[{"code": "delivery",]', 'utf8');
    // A byte order mark (some editors write one) is no error.
    await writeFile(join(dir, 'pages.json'), '\uFEFF[]', 'utf8');
    const folder = await readContentFolder(dir);
    expect(folder.issues.map(formatContentIssue)).toEqual([
      expect.stringMatching(/^faq\.json: not valid JSON: /),
    ]);
    await expect(readContentFolder(join(tempDir, 'missing'))).rejects.toThrow(/does not exist/);
    expect(issuesOf(await importContent(demo.db, { banners: { code: 'x' } }))).toEqual([
      'banners.json: the file must hold a JSON array of items ([ ... ])',
    ]);
  });
});

describe('npm run content:export / content:import', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await freshShop();
    await importDemoContent(database.db, { faq: demoContentDocuments(new Date()).faq });
    // The command opens the database itself: PGlite allows one process at a time.
    await database.handle.close();
    dir = await mkdtemp(join(tmpdir(), 'shop-content-cli-'));
  });
  afterAll(async () => {
    await database.cleanup().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  function run(command: 'export' | 'import', args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.config.dataDir, LOG_LEVEL: 'silent' };
    if (database.config.databaseUrl) env.DATABASE_URL = database.config.databaseUrl;
    delete env.INIT_CWD;
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/content-${command}.ts`, ...args], {
      cwd: apiDir,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    );
  }

  it('exports the files, then reports a broken file clearly and writes nothing', async () => {
    const exportRun = await run('export', ['--dir', dir, '--only', 'faq,banners']);
    expect(exportRun.code, exportRun.stderr).toBe(0);
    expect(exportRun.stdout).toContain('faq.json: 3 items');
    const faq = JSON.parse(await readFile(join(dir, 'faq.json'), 'utf8')) as { code: string }[];
    expect(faq.map((category) => category.code)).toEqual(['delivery', 'payment', 'returns']);
    expect(JSON.parse(await readFile(join(dir, 'banners.json'), 'utf8'))).toEqual([]);

    await writeFile(join(dir, 'banners.json'), '[{"code": "spring"', 'utf8');
    const importRun = await run('import', ['--dir', dir, '--check']);
    expect(importRun.code).toBe(1);
    expect(importRun.stderr).toMatch(/^banners\.json: not valid JSON: /m);
    expect(importRun.stderr).toContain('nothing was imported');
    expect(importRun.stderr).not.toMatch(/\n\s+at /);
  });
});
