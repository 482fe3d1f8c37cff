import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 300)); });
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(BASE + '/huren/kamer-groningen', { waitUntil: 'networkidle', timeout: 180000 });
console.log('count', await page.locator('#search-results').textContent());
const t0 = Date.now();
await page.getByLabel('Maximale huur').selectOption({ label: 'Tot € 500' });
// poll what's visible during load
for (let i = 0; i < 30; i++) {
  const skeletonPage = await page.locator('[aria-busy="true"].MuiContainer-root').count();
  const busy = await page.locator('[aria-busy="true"]').count();
  const url = page.url();
  console.log(Date.now() - t0, 'busy', busy, 'loadingPage', skeletonPage, url.replace(BASE, ''));
  if (url.includes('maxRent') && busy === 0) break;
  await page.waitForTimeout(300);
}
console.log('count', await page.locator('#search-results').textContent());
await page.screenshot({ path: '/tmp/shots/after-filter.png' });
await page.goBack();
for (let i=0;i<20;i++){ await page.waitForTimeout(1000); console.log(i, await page.locator("#search-results").textContent()); }
console.log('after back', page.url(), await page.locator('#search-results').textContent(), await page.getByLabel('Maximale huur').inputValue());
console.log('errors', errors);
await browser.close();
