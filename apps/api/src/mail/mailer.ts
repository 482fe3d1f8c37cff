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

/** Default timeout of each SMTP step (connect, greeting, idle socket), ms. */
const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

/** Folder of the local outbox under DATA_DIR. */
export const OUTBOX_FOLDER = 'outbox';

/**
 * The mailer of the configuration (docs/architecture.md "E-mail"): SMTP via `SMTP_URL` when
 * set, else each message is written as an RFC 5322 file `DATA_DIR/outbox/<timestamp>-<id>.eml`.
 *
 * @param config `SMTP_URL`, `MAIL_FROM`, `DATA_DIR` and `SMTP_TIMEOUT_MS` (default 15 s)
 */
export function createMailer(
  config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'> &
    Partial<Pick<ApiConfig, 'SMTP_TIMEOUT_MS'>>,
): Mailer {
  const toMail = (message: MailMessage) => ({
    from: config.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    headers: { 'Content-Language': message.language },
  });
  if (config.SMTP_URL !== undefined) {
    // Every step of a conversation with the SMTP server is bounded: a server that stops
    // answering fails the job (retried later) instead of holding one of the runner's slots.
    const timeout = config.SMTP_TIMEOUT_MS ?? DEFAULT_SMTP_TIMEOUT_MS;
    const smtp = createTransport({
      url: config.SMTP_URL,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    });
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
