import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3107';
const [,, url, name, widthArg, mode] = process.argv;
const width = Number(widthArg ?? 1360);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width, height: width < 600 ? 800 : 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 200)); });
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(BASE + url, { waitUntil: 'networkidle', timeout: 180000 });
if (mode === 'wait') { await page.waitForTimeout(6000); }
if (mode === 'drawer') { await page.getByRole('button', { name: /^Filters/ }).first().click(); await page.waitForTimeout(600); }
if (mode === 'suggest') { await page.getByRole('combobox').first().fill('gro'); await page.waitForTimeout(1200); }
if (mode === 'bottom') { await page.locator('nav[aria-label]').last().scrollIntoViewIfNeeded(); await page.evaluate(() => window.scrollBy(0, -300)); await page.waitForTimeout(300); }
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: mode === 'full' });
console.log(name, 'errors:', JSON.stringify(errors.slice(0, 5)));
await browser.close();
