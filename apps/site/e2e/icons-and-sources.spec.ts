import { expect, test } from '@playwright/test';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { MANIFEST_ICONS } from '../src/shell/brand-icon';

import { expectAccessible } from './support';

import type { ConsoleMessage } from '@playwright/test';

/**
 * End-to-end tests of the site's icons and web manifest (Next.js metadata files: not redirected
 * by the locale proxy, linked from every page's head) and of the about page's sources section
 * with the reference data's attribution, in Dutch and English.
 */

/** Milliseconds per test: a `next dev` server compiles each route on its first request. */
test.describe.configure({ timeout: 120_000 });

test.describe('icons and manifest', () => {
  const files = [
    { path: '/favicon.ico', type: /^image\/(x-icon|vnd\.microsoft\.icon)$/ },
    { path: '/icon.svg', type: /^image\/svg\+xml/ },
    { path: '/apple-icon.png', type: /^image\/png$/ },
    { path: '/manifest.webmanifest', type: /^application\/manifest\+json/ },
    ...MANIFEST_ICONS.map((icon) => ({ path: icon.src, type: /^image\/png$/ })),
  ];

  for (const { path, type } of files) {
    test(`${path} answers 200 with its content type`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(type);
      expect((await response.body()).length).toBeGreaterThan(0);
    });
  }

  test('the manifest names the site and lists icons that load', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      short_name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.short_name).toBe('Rooms');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.src)).toEqual(MANIFEST_ICONS.map((icon) => icon.src));
  });

  for (const locale of LOCALES) {
    test(`every page links the icons and the manifest, with no 404 (${locale})`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const notFound: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) notFound.push(response.url());
      });
      await page.goto(pathFor('home', locale));
      const head = page.locator('head');
      await expect(head.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
      await expect(head.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
      await expect(
        head.locator('link[rel="apple-touch-icon"][href^="/apple-icon.png"]'),
      ).toHaveCount(1);
      await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
      // The browser's own favicon request used to be the page's only 404 and console error.
      const favicon = await page.request.get('/favicon.ico');
      expect(favicon.status()).toBe(200);
      expect(notFound).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('about page sources', () => {
  for (const locale of LOCALES) {
    test(`credits the reference data's sources, accessibly (${locale})`, async ({ page }) => {
      const t = await getT(locale, 'content');
      await page.goto(pathFor('aboutUs', locale));
      const section = page.getByRole('region', { name: t('sources.heading') });
      await expect(section).toBeVisible();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText([
        t('sources.items.geonames.name'),
        t('sources.items.cbs.name'),
        t('sources.items.bag.name'),
        t('sources.items.rents.name'),
      ]);
      await expect(section).toContainText(t('sources.items.geonames.credit'));
      await expect(section).toContainText(t('sources.items.cbs.credit'));
      await expect(section).toContainText(t('sources.items.bag.credit'));
      await expect(section).toContainText(t('sources.items.rents.use'));
      await expect(section.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
        'href',
        'https://www.geonames.org/',
      );
      await expect(section.getByRole('link', { name: 'CC BY 4.0' })).toHaveCount(2);
      await expect(section.getByRole('link', { name: 'Kamernet' })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Pararius' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
