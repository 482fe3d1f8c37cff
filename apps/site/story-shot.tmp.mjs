import { chromium } from '@playwright/test';
const stories = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const spec of stories) {
  const [id, width] = spec.split('@');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 200)); });
  page.on('pageerror', (e) => errors.push(e.message)); page.on('response', (r) => { if (r.status() >= 400) errors.push(r.status() + ' ' + r.url()); });
  await page.goto(`http://localhost:6116/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const out = `/tmp/listing-shots/story-${id}-${width}.png`;
  await page.screenshot({ path: out, fullPage: true });
  const failed = await page.evaluate(() => document.body.innerText.includes('Error') ? document.body.innerText.slice(0, 300) : '');
  console.log(id, width, errors.length ? 'ERRORS: ' + errors.join(' | ') : 'ok', failed);
  await page.close();
}
await browser.close();
