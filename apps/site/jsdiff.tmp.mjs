import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3107';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function scripts(url) {
  const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const sizes = new Map(); const types = new Map();
  client.on('Network.responseReceived', (e) => types.set(e.requestId, [e.type, e.response.url]));
  client.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(BASE + url, { waitUntil: 'networkidle' });
  const out = new Map();
  for (const [id, [type, u]] of types) if (type === 'Script') out.set(u.split('/').pop(), sizes.get(id) ?? 0);
  await page.close();
  return out;
}
const a = await scripts(process.argv[2]); const b = await scripts(process.argv[3]);
for (const [u, s] of a) if (!b.has(u)) console.log('only in', process.argv[2], (s/1024).toFixed(1), u);
await browser.close();
