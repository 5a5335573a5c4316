import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The outbox's .eml bodies are quoted-printable: joins soft line breaks and decodes =XX bytes as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A temp outbox folder; `takeNew` returns the decoded mails written since the last call. */
export function testOutbox() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
  const seen = new Set<string>();
  return {
    dir,
    takeNew(): string[] {
      const files = readdirSync(dir)
        .filter((file) => !seen.has(file))
        .sort();
      for (const file of files) seen.add(file);
      return files.map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
