import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1360, height: 900 } });
const page = await ctx.newPage();
for (const url of process.argv.slice(2)) {
  await page.goto(BASE + url, { timeout: 180000 });
  const art = await page.locator('article').first().isVisible().catch(() => false);
  const h1 = await page.locator('h1').first().isVisible().catch(() => false);
  console.log(url, 'article visible', art, 'h1 visible', h1, await page.locator('h1').first().textContent().catch(() => null));
}
await browser.close();
