import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';

/** A header of a raw message, unfolded, with RFC 2047 encoded words (non-ASCII subjects) decoded. */
function headerValue(eml: string, name: string): string {
  const headers = eml.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const raw = new RegExp(`^${name}: (.*)$`, 'm').exec(headers)?.[1] ?? '';
  return raw
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => `%${code}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    });
}

describe('mailer without SMTP: the outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-mail-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }));
    const first = await mailer.send({
      to: 'ona@example.lt',
      subject: 'Jūsų užsakymas priimtas',
      text: 'Ačiū, kad perkate.',
      html: '<p>Ačiū, kad perkate.</p>',
    });
    await mailer.send({ to: 'jonas@example.lt', subject: 'Second', text: 'Two' });
    mailer.close();

    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(first.file).toBe(join(dataDir, 'outbox', first.file!.split('/').pop()!));

    const eml = await readFile(first.file!, 'utf8');
    expect(eml).toMatch(/^To: ona@example\.lt$/m);
    expect(eml).toMatch(/^From: Gandras <info@gandras\.lt>$/m);
    expect(headerValue(eml, 'Subject')).toBe('Jūsų užsakymas priimtas');
  });
});
