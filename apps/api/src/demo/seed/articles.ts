import type { Database } from '../../db/database.ts';
import { demoArticlesDocument, importDemoContent } from './content.ts';

/** The demo news: sections and articles published some days before `now`, through the content importer. */
export async function seedArticles(db: Database, now: Date): Promise<void> {
  await importDemoContent(db, { articles: demoArticlesDocument(now) });
}
