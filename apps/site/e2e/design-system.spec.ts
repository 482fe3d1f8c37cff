import { expect, test } from '@playwright/test';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import { PALETTE_COLOURS, PALETTE_SHADES } from '@rooms/ui/theme-tokens';

import { expectAccessible } from './support';

/**
 * End-to-end tests of the design-system page (§2, issue 24) in Dutch and English on the desktop
 * (1360 px) and phone (375 px) projects: the theme's swatches and the components render, the
 * Storybook link is there, axe finds nothing serious, and nothing scrolls sideways at 375 px.
 */

/** Milliseconds per test: a `next dev` server compiles the route on its first request. */
test.describe.configure({ timeout: 120_000 });

/** Palette swatches plus the four text-on-background pairs. */
const SWATCHES = PALETTE_COLOURS.length * PALETTE_SHADES.length + 4;

for (const locale of LOCALES) {
  test.describe(`design-system page (${locale})`, () => {
    test('shows the theme, the components and the Storybook link', async ({ page }) => {
      const t = await getT(locale, 'content');
      const response = await page.goto(pathFor('designSystem', locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('designSystem.title'));

      // Colours: each swatch drawn from its theme variable, with its contrast.
      await expect(page.getByTestId('colour-swatch')).toHaveCount(SWATCHES);
      const palette = page.getByRole('list', { name: t('designSystem.colours.listLabel') });
      const primary = palette.getByRole('listitem').filter({ hasText: 'primary.main' });
      await expect(primary).toContainText('--mui-palette-primary-main');
      await expect(primary).toContainText(t('designSystem.colours.levels.AAA'));
      const drawn = await primary
        .locator('[style]')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(drawn).toBe('rgb(11, 93, 107)');

      // Type, spacing and breakpoints.
      await expect(page.getByText(t('designSystem.type.sample'))).toHaveCount(13);
      await expect(
        page.getByRole('table', { name: t('designSystem.breakpoints.caption') }),
      ).toContainText('@media (min-width:1024px)');

      // Components as the site renders them (the header has links of the same names).
      const main = page.getByRole('main');
      await expect(
        main.getByRole('link', { name: t('designSystem.components.primary') }),
      ).toBeVisible();
      await expect(
        main.getByRole('textbox', { name: t('designSystem.components.emailLabel') }),
      ).toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByRole('link', { name: 'Multatulistraat' })).toBeVisible();
      const searchT = await getT(locale, 'search');
      const views = main.getByRole('group', { name: searchT('view.label') });
      await expect(views.getByRole('link', { name: searchT('view.list') })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(
        main.getByRole('navigation', { name: searchT('pagination.label') }),
      ).toBeVisible();
      await expect(
        main.getByRole('heading', { name: t('designSystem.components.emptyTitle') }),
      ).toBeVisible();
      await expect(main.getByText(t('designSystem.components.error'))).toBeVisible();

      // Storybook for the rest.
      const storybook = page.getByRole('link', { name: t('designSystem.storybook.link') });
      await expect(storybook).toHaveAttribute('href', /^https?:\/\//);
    });

    test('passes axe and does not scroll sideways', async ({ page }) => {
      await page.goto(pathFor('designSystem', locale));
      await expectAccessible(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });

    test('at 375 px nothing is wider than the screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(pathFor('designSystem', locale));
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return {
          scroll: document.documentElement.scrollWidth,
          width,
          wide: [...document.querySelectorAll('main *')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
            .slice(0, 5),
        };
      });
      expect(overflow.wide).toEqual([]);
      expect(overflow.scroll).toBeLessThanOrEqual(overflow.width);
    });
  });
}
