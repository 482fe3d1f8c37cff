/**
 * `pnpm start` of the API (the README's start command runs it through turbo): `dist/main.js`,
 * and on a development machine without `SMTP_URL` first a local SMTP sink with a web inbox
 * (maildev, `mail-sink.mjs`), so a newcomer sees the e-mails the product sends at
 * http://localhost:1080; the API sends to it through `SMTP_URL=smtp://127.0.0.1:1025`.
 *
 * The sink runs in this process: it ends with the API (whose shutdown exits the process), with
 * no second process to stop. Only this command starts it: tests, the end-to-end suite, the
 * multi-process check, the benchmarks and the Docker image start `src/main.ts` or
 * `dist/main.js` directly and keep the outbox folder.
 */
import { fileURLToPath } from 'node:url';

import { startMailSink } from './mail-sink.mjs';

/** The API's DATA_DIR, defaulted as `src/env.ts` does (the repository's `.data`). */
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../../../.data', import.meta.url));

const sink = await startMailSink(process.env, dataDir, (line) => console.warn(line));
if (sink !== undefined) {
  process.env.SMTP_URL = sink.smtpUrl;
  console.log(
    `mail sink (maildev): the e-mails the API sends are in the inbox at ${sink.inboxUrl}`,
  );
}
await import('../dist/main.js');
