import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header (with its angle brackets); unset: a random one. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written to the outbox, or null when the message went to the SMTP server. */
  file: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** `2026-11-21T13-08-00.123Z-1a2b3c4d.eml`: sorts by time; no colons, so the name works on every file system. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Sends mail through SMTP_URL when configured; otherwise writes each message as an .eml file to
 * DATA_DIR/outbox, so a local install "sends" mail that can be opened with any mail client.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return { messageId: info.messageId, file: null };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const file = join(config.outboxDir, outboxFileName(new Date()));
      // With buffer: true the stream transport always hands back a Buffer.
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
