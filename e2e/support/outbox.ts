import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { decodeQuotedPrintable } from '../../apps/api/test/helpers/outbox.ts';
import { requireShop } from './shop-under-test.ts';

/** The link in the newest mail to `email` in `outboxDir` that goes to `pathPart`, when one has come yet. */
export function findLinkInMail(outboxDir: string, email: string, pathPart: string): string | undefined {
  if (!existsSync(outboxDir)) return undefined;
  const mails = readdirSync(outboxDir)
    .sort()
    .reverse()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`));
  for (const mail of mails) {
    const link = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`))?.[0];
    if (link) return link;
  }
  return undefined;
}

/** The link in the newest mail to `email` that goes to `pathPart` (the API's job worker sends within ~2 s). */
export async function linkInMail(email: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = findLinkInMail(requireShop().outboxDir, email, pathPart);
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link ?? '';
}

/**
 * linkInMail for a shop of the test's own (support/own-shop.ts), also outside a test (beforeAll, where
 * expect.poll does not work): waits up to `timeoutMs` for the mail in its outbox.
 */
export async function waitForLinkInMail(
  outboxDir: string,
  email: string,
  pathPart: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = findLinkInMail(outboxDir, email, pathPart);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} with a ${pathPart} link in ${outboxDir}`);
    await sleep(250);
  }
}

/** The same link on the storefront under test (mails name the shop's configured address). */
export function onShop(link: string): string {
  return link.replace(/^https?:\/\/[^/]+/, requireShop().webUrl);
}
