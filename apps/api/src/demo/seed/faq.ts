import type { Database } from '../../db/database.ts';
import { demoFaqDocument, importDemoContent } from './content.ts';

/** The demo FAQ (categories and entries by position), through the content importer. */
export async function seedFaq(db: Database): Promise<void> {
  await importDemoContent(db, { faq: demoFaqDocument() });
}
