import type { Database } from '../../db/database.ts';
import { saveBanner } from '../../modules/banners/service.ts';
import { saveInformationBar } from '../../modules/information-bars/service.ts';
import { DEMO_BANNERS, DEMO_INFORMATION_BARS } from '../content/engagement.ts';

/** The demo information bars and banners (global: every channel shows them). */
export async function seedEngagement(db: Database): Promise<void> {
  for (const bar of DEMO_INFORMATION_BARS) await saveInformationBar(db, bar);
  for (const banner of DEMO_BANNERS) await saveBanner(db, banner);
}
