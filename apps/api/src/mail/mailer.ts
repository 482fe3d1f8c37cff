import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createTransport, type SendMailOptions } from 'nodemailer';

import type { ApiConfig } from '../env.js';

/**
 * One e-mail: plain text, or plain text plus HTML (multipart/alternative) when `html` is given.
 */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  /** Plain-text body (UTF-8); the whole message when there is no `html`, else its text part. */
  text: string;
  /** HTML body (UTF-8, a whole document); with it the message is multipart/alternative. */
  html?: string;
  /** Content-Language of the message: 'nl' or 'en'. */
  language: string;
  /**
   * One-click unsubscribe (RFC 2369 + RFC 8058, required of bulk senders by Gmail and Yahoo):
   * the message carries `List-Unsubscribe: <url>` and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail client may POST
   * `List-Unsubscribe=One-Click` to `url`. `url` must be absolute; https in production
   * (`SITE_URL` is https there), http only on a development machine.
   */
  listUnsubscribe?: { url: string };
}

/** The value of `List-Unsubscribe-Post` that asks for one-click unsubscribing (RFC 8058 §3.1). */
export const LIST_UNSUBSCRIBE_POST = 'List-Unsubscribe=One-Click';

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
  const toMail = (message: MailMessage): SendMailOptions => ({
    from: config.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    // Only set when given, so plain-text e-mails stay single-part text/plain as before.
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.listUnsubscribe === undefined
      ? { headers: { 'Content-Language': message.language } }
      : {
          // nodemailer writes `List-Unsubscribe: <url>`; the POST header it has no option for.
          list: { unsubscribe: message.listUnsubscribe.url },
          headers: {
            'Content-Language': message.language,
            'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST,
          },
        }),
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
