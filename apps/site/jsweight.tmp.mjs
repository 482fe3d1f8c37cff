import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3107';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const sizes = new Map();
  const types = new Map();
  client.on('Network.responseReceived', (e) => types.set(e.requestId, [e.type, e.response.url]));
  client.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(BASE + url, { waitUntil: 'networkidle' });
  let js = 0; const list = [];
  for (const [id, [type, u]] of types) if (type === 'Script') { js += sizes.get(id) ?? 0; list.push([sizes.get(id), u.split('/').pop()]); }
  list.sort((a, b) => b[0] - a[0]);
  console.log(url, 'JS kB', (js / 1024).toFixed(1));
  console.log(list.slice(0, 8).map(([s, u]) => `  ${(s/1024).toFixed(1)} ${u}`).join('\n'));
  await page.close();
}
await browser.close();
