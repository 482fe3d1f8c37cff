import { expect, test } from '@playwright/test';
import { LOCALES, pathFor } from '@rooms/i18n';

/**
 * The shell's icons and flags come from one cached sprite (issue 24): every `<use>` of a public
 * page points to a symbol the sprite has, and the sprite is served as SVG, cached for a year
 * (its address carries its content hash).
 */
// A phone's width: the drawer button (an icon) shows.
test.use({ viewport: { width: 390, height: 844 } });

for (const locale of LOCALES) {
  test(`about page icons resolve in the cached sprite (${locale})`, async ({ page, request }) => {
    await page.goto(pathFor('aboutUs', locale));
    const hrefs = await page
      .locator('svg use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    const addresses = new Set(hrefs.map((href) => href.split('#')[0]));
    expect(addresses.size).toBe(1);
    const [address] = [...addresses];
    expect(address).toMatch(/^\/icons\/rooms-icons\.svg\?v=[0-9a-f]{8}$/);
    const sprite = await request.get(address ?? '');
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');
    expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await sprite.text();
    for (const id of new Set(hrefs.map((href) => href.split('#')[1]))) {
      expect(svg, id).toContain(`<symbol id="${id}" `);
    }
    // The drawer button's icon keeps its 24 px box (sized by CSS, not by the sprite).
    const box = await page.getByTestId('drawer-button').locator('svg').boundingBox();
    expect(box === null ? null : Math.round(box.width)).toBe(24);
  });
}
