import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';

import { searchPath } from './support';

import type { ConsoleMessage, Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('home page', () => {
  test('renders Dutch at / with <html lang="nl">', async ({ page }) => {
    const nl = await getT('nl');
    const errors = watchErrors(page);
    await page.goto(pathFor('home', 'nl'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl('home.title'));
    await expect(page).toHaveTitle(nl('meta.title'));
    await expect(page.getByRole('search')).toHaveAttribute(
      'action',
      searchPath('nl', SearchListingType.Room),
    );
    expect(errors).toEqual([]);
  });

  test('renders English at /en with <html lang="en">', async ({ page }) => {
    const en = await getT('en');
    const errors = watchErrors(page);
    await page.goto(pathFor('home', 'en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('home.title'));
    await expect(page).toHaveTitle(en('meta.title'));
    expect(errors).toEqual([]);
  });

  test('the language switch leads from / to /en and back', async ({ page }) => {
    const nl = await getT('nl');
    const en = await getT('en');
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: nl('language.switchTo') }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('home.title'));

    const back = page.getByRole('link', { name: en('language.switchTo') });
    await expect(back).toHaveAttribute('hreflang', 'nl');
    await back.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl('home.title'));
    expect(errors).toEqual([]);
  });

  for (const locale of ['nl', 'en'] as const) {
    test(`has canonical and hreflang alternates (${locale})`, async ({ page }) => {
      await page.goto(pathFor('home', locale));
      const hrefOf = async (selector: string) => {
        const href = await page.locator(selector).getAttribute('href');
        expect(href, selector).not.toBeNull();
        return new URL(href ?? '').pathname;
      };
      expect(await hrefOf('head link[rel="canonical"]')).toBe(pathFor('home', locale));
      expect(await hrefOf('head link[rel="alternate"][hreflang="nl"]')).toBe(pathFor('home', 'nl'));
      expect(await hrefOf('head link[rel="alternate"][hreflang="en"]')).toBe(pathFor('home', 'en'));
      expect(await hrefOf('head link[rel="alternate"][hreflang="x-default"]')).toBe(
        pathFor('home', 'nl'),
      );
    });
  }

  test('never shows the internal /nl prefix', async ({ page }) => {
    await page.goto('/nl');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('the search form leads to the Dutch search of the typed place', async ({ page }) => {
    const nl = await getT('nl');
    await page.goto('/');
    // The field offers place suggestions (a combobox); the search button sends the typed text.
    const form = page.getByRole('search');
    const field = form.getByRole('combobox', { name: nl('home.searchPlaceholder') });
    await field.fill('Utrecht');
    // On a phone the open suggestion list covers the button: close it first, as a user would.
    await field.press('Escape');
    await form.getByRole('button', { name: nl('home.searchCta') }).click();
    // The form posts the text to the room search, which resolves it to the city's search page.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname ===
        pathFor('search', 'nl', {
          searchCategoryAndCity: buildSearchCategoryAndCity(
            SearchListingType.Room,
            'utrecht',
            'nl',
          ),
        }),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Utrecht');
  });

  test('links the header to search, create advert, login and register (phone: in the menu)', async ({
    page,
  }) => {
    const en = await getT('en');
    await page.goto('/en');
    // Below 1024 px the links live in the drawer behind the menu button.
    if ((page.viewportSize()?.width ?? 1360) < 1024) {
      await page.getByRole('button', { name: en('nav.openMenu') }).click();
    }
    const nav = page.getByRole('navigation', { name: en('nav.menu') }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: en('nav.searchRooms') })).toHaveAttribute(
      'href',
      searchPath('en', SearchListingType.Room),
    );
    await expect(nav.getByRole('link', { name: en('nav.createAdvert') })).toHaveAttribute(
      'href',
      pathFor('rentOutRoom', 'en'),
    );
    // Sign-in opens with source 'clicked navbar' and comes back to this page (§2 Shell).
    const back = { source: 'clicked navbar', returnUrl: pathFor('home', 'en') };
    await expect(nav.getByRole('link', { name: en('nav.login') })).toHaveAttribute(
      'href',
      pathFor('login', 'en', undefined, back),
    );
    await expect(nav.getByRole('link', { name: en('nav.register') })).toHaveAttribute(
      'href',
      pathFor('register', 'en', undefined, back),
    );
  });

  test('answers unknown paths with a server-rendered 404 in the right language', async ({
    page,
  }) => {
    const en = await getT('en');
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.title'));
  });
});
