import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createMailer } from './mailer.js';

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
