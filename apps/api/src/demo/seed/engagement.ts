import type { Database } from '../../db/database.ts';
import { DEMO_BANNERS, DEMO_INFORMATION_BARS } from '../content/engagement.ts';
import { importDemoContent } from './content.ts';

/** The demo information bars and banners (global: every channel shows them), through the content importer. */
export async function seedEngagement(db: Database): Promise<void> {
  await importDemoContent(db, { 'information-bars': DEMO_INFORMATION_BARS, banners: DEMO_BANNERS });
}
