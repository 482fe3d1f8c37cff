import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { startMailSink, wantsMailSink } from '../../scripts/mail-sink.mjs';

import { createMailer } from './mailer.js';

/**
 * The development mail sink that `pnpm start` runs (`scripts/mail-sink.mjs`): when it starts,
 * and that an e-mail sent through the mailer arrives in its inbox with both parts and the
 * one-click unsubscribe headers. Each test uses free ports, never the default 1025/1080.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'rooms-mail-sink-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port the OS just handed out, released again. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts connections on a port of 127.0.0.1. */
async function listening(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

describe('wantsMailSink', () => {
  it('only in development without SMTP_URL, unless MAIL_SINK=off', () => {
    expect(wantsMailSink({})).toBe(true);
    expect(wantsMailSink({ NODE_ENV: 'development', SMTP_URL: '' })).toBe(true);
    expect(wantsMailSink({ NODE_ENV: 'production' })).toBe(false);
    expect(wantsMailSink({ NODE_ENV: 'test' })).toBe(false);
    expect(wantsMailSink({ SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    expect(wantsMailSink({ MAIL_SINK: 'off' })).toBe(false);
  });
});

describe('startMailSink', () => {
  it('receives what the mailer sends: an HTML alert e-mail with its text part and both unsubscribe headers', async () => {
    const [smtp, web] = [await freePort(), await freePort()];
    const warnings: string[] = [];
    const sink = await startMailSink(
      { MAIL_SINK_SMTP_PORT: String(smtp), MAIL_SINK_WEB_PORT: String(web) },
      dataDir,
      (line: string) => warnings.push(line),
    );
    expect(warnings).toEqual([]);
    expect(sink?.smtpUrl).toBe(`smtp://127.0.0.1:${smtp}`);
    expect(sink?.inboxUrl).toBe(`http://localhost:${web}`);
    try {
      const unsubscribe =
        'https://rooms.example/services/api/alert/unsubscribepsa?psaIdentifier=abc';
      await createMailer({
        DATA_DIR: dataDir,
        MAIL_FROM: 'Rooms <no-reply@rooms.test>',
        SMTP_URL: sink!.smtpUrl,
        SMTP_TIMEOUT_MS: 5000,
      }).send({
        to: 'anna@example.com',
        subject: '3 nieuwe woningen voor “Kamer in Groningen”',
        text: 'Kamer aan de Herestraat',
        html: '<!DOCTYPE html><html><body><p>Kamer aan de <b>Herestraat</b></p></body></html>',
        language: 'nl',
        listUnsubscribe: { url: unsubscribe },
      });
      const inbox = (await (await fetch(`http://127.0.0.1:${web}/api/email`)).json()) as {
        id: string;
        subject: string;
        text: string;
        html: string;
      }[];
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.subject).toBe('3 nieuwe woningen voor “Kamer in Groningen”');
      expect(inbox[0]!.text.trim()).toBe('Kamer aan de Herestraat');
      expect(inbox[0]!.html).toContain('<b>Herestraat</b>');
      // The message as received, headers unfolded.
      const source = await (
        await fetch(`http://127.0.0.1:${web}/api/email/${inbox[0]!.id}/source`)
      ).text();
      const headers = source.slice(0, source.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      // The web inbox itself (a single-page app) answers a browser.
      const page = await fetch(`http://127.0.0.1:${web}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    } finally {
      await sink?.stop();
    }
    expect(await listening(smtp)).toBe(false);
    expect(await listening(web)).toBe(false);
  });

  it('steps aside when a port is taken, leaving the other one free and the outbox in use', async () => {
    const smtp = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const web = (taken.address() as AddressInfo).port;
    const warnings: string[] = [];
    try {
      const sink = await startMailSink(
        { MAIL_SINK_SMTP_PORT: String(smtp), MAIL_SINK_WEB_PORT: String(web) },
        dataDir,
        (line: string) => warnings.push(line),
      );
      expect(sink).toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/EADDRINUSE.*outbox/);
      expect(await listening(smtp)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('starts nothing in production, with SMTP_URL or with MAIL_SINK=off', async () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { SMTP_URL: 'smtp://x:25' },
      { MAIL_SINK: 'off' },
    ])
      expect(await startMailSink(env, dataDir, () => {})).toBeUndefined();
  });

  it('refuses a port setting that is not a port', async () => {
    await expect(startMailSink({ MAIL_SINK_SMTP_PORT: 'smtp' }, dataDir, () => {})).rejects.toThrow(
      /MAIL_SINK_SMTP_PORT must be a TCP port/,
    );
  });
});
