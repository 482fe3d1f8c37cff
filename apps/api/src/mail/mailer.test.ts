import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createMailer, type MailMessage } from './mailer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'rooms-mailer-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an RFC 5322 file under DATA_DIR/outbox', async () => {
    const mailer = createMailer({
      DATA_DIR: dataDir,
      MAIL_FROM: 'Rooms <no-reply@rooms.test>',
      SMTP_URL: undefined,
    });
    await mailer.send({
      to: 'anna@example.com',
      subject: 'Één test',
      text: 'Hallo Anna,\nwelkom.',
      language: 'nl',
    });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
    const message = readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(message).toMatch(/^From: Rooms <no-reply@rooms\.test>$/m);
    expect(message).toMatch(/^To: anna@example\.com$/m);
    expect(message).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message).toMatch(/^Content-Language: nl$/m);
    expect(message).toMatch(/^Message-ID: </m);
  });
});

/** The header block of an RFC 5322 message with folded lines unfolded (RFC 5322 §2.2.3). */
function unfoldedHeaders(message: string): string {
  return message.slice(0, message.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
}

/** Sends one message through an outbox mailer of its own and returns the written .eml text. */
async function sentThroughOutbox(message: MailMessage): Promise<string> {
  const folder = mkdtempSync(join(dataDir, 'single-'));
  await createMailer({
    DATA_DIR: folder,
    MAIL_FROM: 'Rooms <no-reply@rooms.test>',
    SMTP_URL: undefined,
  }).send(message);
  const files = readdirSync(join(folder, 'outbox'));
  expect(files).toHaveLength(1);
  return readFileSync(join(folder, 'outbox', files[0]!), 'utf8');
}

describe('outbox mailer: an HTML e-mail with one-click unsubscribe', () => {
  const unsubscribeUrl =
    'https://rooms.test/services/api/alert/unsubscribepsa?psaIdentifier=3f2a9c0d8e7b6a5f4e3d2c1b0a998877';

  it('is multipart/alternative with the text and the HTML part, and carries both RFC 8058 headers', async () => {
    const message = await sentThroughOutbox({
      to: 'anna@example.com',
      subject: 'Nieuwe kamers in Groningen',
      text: 'Kamer aan de Herestraat, € 450',
      html: '<!DOCTYPE html><html><body><p>Kamer aan de <b>Herestraat</b>, € 450</p></body></html>',
      language: 'nl',
      listUnsubscribe: { url: unsubscribeUrl },
    });
    const headers = unfoldedHeaders(message);
    const boundary = /^Content-Type: multipart\/alternative; boundary="([^"]+)"$/m.exec(
      headers,
    )?.[1];
    expect(boundary).toBeDefined();
    const parts = message.split(`--${boundary!}`).slice(1, -1);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(parts[0]).toContain('Kamer aan de Herestraat, =E2=82=AC 450');
    expect(parts[1]).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(parts[1]).toContain('<b>Herestraat</b>');
    expect(headers).toMatch(/^Content-Language: nl$/m);
    expect(headers).toMatch(/^List-Unsubscribe: <([^>]+)>$/m);
    expect(/^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1]).toBe(unsubscribeUrl);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('leaves a plain-text e-mail single-part text/plain without unsubscribe headers', async () => {
    const message = await sentThroughOutbox({
      to: 'anna@example.com',
      subject: 'Hallo',
      text: 'Hallo',
      language: 'nl',
    });
    expect(unfoldedHeaders(message)).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(message).not.toMatch(/multipart|text\/html|List-Unsubscribe/i);
  });
});

describe('SMTP mailer', () => {
  it('gives up on a server that never greets after SMTP_TIMEOUT_MS', async () => {
    // Accepts connections and says nothing, like a stuck server.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = createMailer({
        DATA_DIR: dataDir,
        MAIL_FROM: 'Rooms <no-reply@rooms.test>',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_TIMEOUT_MS: 300,
      });
      const started = Date.now();
      await expect(
        mailer.send({ to: 'anna@example.com', subject: 'Hi', text: 'Hi', language: 'en' }),
      ).rejects.toThrow(/Greeting never received/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
