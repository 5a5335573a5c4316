import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { decodeQuotedPrintable } from '../../apps/api/test/helpers/outbox.ts';
import { requireShop } from './shop-under-test.ts';

/** The link in the newest mail to `email` that goes to `pathPart` (the API's job worker sends within ~2 s). */
export async function linkInMail(email: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const dir = requireShop().outboxDir;
        const mails = readdirSync(dir)
          .sort()
          .reverse()
          .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')))
          .filter((mail) => mail.includes(`To: ${email}`));
        for (const mail of mails) {
          link = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`))?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link ?? '';
}

/** The same link on the storefront under test (mails name the shop's configured address). */
export function onShop(link: string): string {
  return link.replace(/^https?:\/\/[^/]+/, requireShop().webUrl);
}
