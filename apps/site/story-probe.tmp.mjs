import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1360, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto(`http://localhost:6116/iframe.html?id=listing-photogallery--dutch&viewMode=story`, { waitUntil: 'load' });
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => document.body.innerHTML.length + ' ' + document.querySelectorAll('img').length)); await page.waitForTimeout(3000); console.log(await page.evaluate(() => [...document.querySelectorAll('img')].map((i) => `${i.alt}|${i.src.slice(0, 40)}|${i.complete}|${i.naturalWidth}|${i.loading}`).join('\n')));
await browser.close();
