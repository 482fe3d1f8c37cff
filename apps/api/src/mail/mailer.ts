import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createTransport } from 'nodemailer';

import type { ApiConfig } from '../env.js';

/** One plain-text e-mail. */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  /** Plain-text body (UTF-8). */
  text: string;
  /** Content-Language of the message: 'nl' or 'en'. */
  language: string;
}

/** Sends e-mail: through SMTP in production, into the outbox folder locally. */
export interface Mailer {
  /**
   * Sends one message.
   * @throws when the SMTP server refuses it or the outbox cannot be written
   */
  send: (message: MailMessage) => Promise<void>;
}

/** Folder of the local outbox under DATA_DIR. */
export const OUTBOX_FOLDER = 'outbox';

/**
 * The mailer of the configuration (docs/architecture.md "E-mail"): SMTP via `SMTP_URL` when
 * set, else each message is written as an RFC 5322 file `DATA_DIR/outbox/<timestamp>-<id>.eml`.
 *
 * @param config `SMTP_URL`, `MAIL_FROM` and `DATA_DIR`
 */
export function createMailer(
  config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
): Mailer {
  const toMail = (message: MailMessage) => ({
    from: config.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    headers: { 'Content-Language': message.language },
  });
  if (config.SMTP_URL !== undefined) {
    const smtp = createTransport(config.SMTP_URL);
    return {
      send: async (message) => {
        await smtp.sendMail(toMail(message));
      },
    };
  }
  const outbox = join(config.DATA_DIR, OUTBOX_FOLDER);
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await composer.sendMail(toMail(message));
      const stamp = new Date().toISOString().replaceAll(':', '-');
      await mkdir(outbox, { recursive: true });
      await writeFile(join(outbox, `${stamp}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
}
