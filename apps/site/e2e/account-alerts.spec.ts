import { expect as baseExpect, test } from '@playwright/test';
import {
  ALERT_EMAIL_TYPE,
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { expectAccessible, missingListingPath, onePairPerLocale } from './support';

import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingSearchRequest } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Assertions wait for API answers (password hashing, a busy server) a little longer. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The seeded demo tenant (apps/api seed). */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;

/**
 * A city of its own per language and project, for studios (e2e/search-alert-save.spec.ts saves
 * rooms in other cities), so parallel runs never save the same criteria twice (1129).
 */
const CITIES: Record<Locale, Record<string, { slug: string; name: string }>> = {
  nl: { desktop: { slug: 'leiden', name: 'Leiden' }, mobile: { slug: 'delft', name: 'Delft' } },
  en: { desktop: { slug: 'haarlem', name: 'Haarlem' }, mobile: { slug: 'zwolle', name: 'Zwolle' } },
};

/** An alert as `GET /alert/alerts` lists it (the fields this spec reads). */
interface ListedAlert {
  readonly psaIdentifier: string;
  readonly name: string | null;
  readonly frequency: number;
  readonly paused: boolean;
  readonly searchRequest: ListingSearchRequest;
}

/** Signs the context's cookie jar in as the demo tenant. */
async function signIn(request: APIRequestContext): Promise<void> {
  const login = await request.post('/services/api/customer/login', { data: DEMO_TENANT });
  expect(login.status()).toBe(200);
}

/** The demo tenant's alerts, through the site's API forwarding. */
async function listAlerts(request: APIRequestContext): Promise<ListedAlert[]> {
  const response = await request.get('/services/api/alert/alerts');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { alerts: ListedAlert[] }).alerts;
}

/** Studios in a city up to a rent, as the search page would save them. */
function studiosIn(city: { slug: string; name: string }, maxRent: 800 | 900): ListingSearchRequest {
  return toListingSearchRequest({
    ...DEFAULT_LISTING_SEARCH_FILTERS,
    searchCategories: [SearchListingType.Studio],
    citySlug: city.slug,
    cityName: city.name,
    maxRent,
  });
}

/** Saves an alert for this run, after deleting a leftover of the same criteria (a re-run). */
async function freshAlert(
  request: APIRequestContext,
  searchRequest: ListingSearchRequest,
  locale: Locale,
): Promise<string> {
  for (const alert of await listAlerts(request)) {
    const same =
      alert.searchRequest.citySlug === searchRequest.citySlug &&
      alert.searchRequest.maxRentalPriceId === searchRequest.maxRentalPriceId &&
      alert.searchRequest.listingTypeIds.join() === searchRequest.listingTypeIds.join();
    if (same) {
      await request.post('/services/api/alert/deletealert', {
        data: { psaIdentifier: alert.psaIdentifier },
      });
    }
  }
  const created = await request.post('/services/api/alert/createalert', {
    data: { searchRequest, frequency: AlertFrequency.Daily, name: null, language: locale },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { psaIdentifier: string }).psaIdentifier;
}

/** The card of an alert on the page, found by its title. */
function cardOf(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

// Sign-in (password hashing) and several pages per test.
test.describe.configure({ timeout: 120_000 });

for (const locale of LOCALES) {
  test.describe(`search alerts of the account (${locale})`, () => {
    test(
      'the demo tenant sees their alerts, renames, changes the frequency, pauses and deletes one',
      onePairPerLocale(locale),
      async ({ page }, testInfo) => {
        const t = await getT(locale, 'alerts');
        const searchT = await getT(locale, 'search');
        const city = CITIES[locale][testInfo.project.name] ?? CITIES[locale].desktop!;
        await signIn(page.request);
        const id = await freshAlert(page.request, studiosIn(city, 800), locale);
        const listed = await listAlerts(page.request);

        await page.goto(pathFor('accountAlerts', locale));
        await expect(
          page.getByRole('heading', { level: 1, name: t('list.heading') }),
        ).toBeVisible();
        // Every alert of the account, the seeded ones among them, has its card.
        await expect(page.getByTestId('alerts-list').getByRole('article')).toHaveCount(
          listed.length,
        );
        // The demo tenant's two seeded alerts (apps/api seed): one named, one titled by its criteria.
        await expect(cardOf(page, 'Kamer dicht bij de RUG')).toBeVisible();
        const utrecht = `${t('words.place', {
          what: searchT('categoryTitle.studio'),
          place: 'Utrecht',
        })} ${t('words.maxRent', { amount: locale === 'nl' ? '€\u00a01.000' : '€1,000' })}`;
        await expect(cardOf(page, utrecht)).toBeVisible();

        // This run's alert, titled by its criteria in words, opens its search.
        const words = `${t('words.place', {
          what: searchT('categoryTitle.studio'),
          place: city.name,
        })} ${t('words.maxRent', { amount: locale === 'nl' ? '€\u00a0800' : '€800' })}`;
        const card = cardOf(page, words);
        await expect(card).toBeVisible();
        await expect(card.getByRole('link', { name: t('card.openSearch') })).toHaveAttribute(
          'href',
          new RegExp(`${city.slug}\\?maxRent=800$`),
        );
        await expectAccessible(page);

        // Rename in place (the field takes the focus; Enter saves).
        const name = `E2E ${locale} ${testInfo.project.name}`;
        await card.getByRole('button', { name: t('card.rename') }).click();
        const field = card.getByLabel(t('card.nameLabel'));
        await expect(field).toBeFocused();
        await field.fill(name);
        await field.press('Enter');
        const named = cardOf(page, name);
        await expect(named).toBeVisible();
        await expect(page.getByTestId('alerts-announcement')).toHaveText(t('announce.renamed'));
        await expect(named.getByRole('button', { name: t('card.rename') })).toBeFocused();

        // Frequency and pause.
        await named.getByLabel(t('frequency.label')).selectOption(String(AlertFrequency.Weekly));
        await expect(page.getByTestId('alerts-announcement')).toHaveText(
          t('announce.frequency', { frequency: t('frequency.weekly') }),
        );
        await named.getByRole('button', { name: t('card.pause') }).click();
        await expect(named.getByText(t('card.paused'), { exact: true })).toBeVisible();
        await expect(named.getByRole('button', { name: t('card.resume') })).toBeVisible();
        const saved = (await listAlerts(page.request)).find((a) => a.psaIdentifier === id);
        expect(saved).toMatchObject({ name, frequency: AlertFrequency.Weekly, paused: true });

        // Kept after a reload.
        await page.reload();
        await expect(cardOf(page, name).getByText(t('card.paused'), { exact: true })).toBeVisible();
        await expect(cardOf(page, name).getByLabel(t('frequency.label'))).toHaveValue(
          String(AlertFrequency.Weekly),
        );

        // Delete: only after the confirmation; "Keep it" keeps it.
        const again = cardOf(page, name);
        await again.getByRole('button', { name: t('card.delete') }).click();
        await expect(again.getByRole('button', { name: t('card.deleteNo') })).toBeFocused();
        await expectAccessible(page);
        await again.getByRole('button', { name: t('card.deleteNo') }).click();
        await expect(again).toBeVisible();
        await again.getByRole('button', { name: t('card.delete') }).click();
        await again.getByRole('button', { name: t('card.deleteYes') }).click();
        await expect(again).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        expect((await listAlerts(page.request)).some((a) => a.psaIdentifier === id)).toBe(false);
      },
    );

    test(
      'the e-mail link shows the alert and unsubscribes only with the button; an unknown link is calm',
      onePairPerLocale(locale),
      async ({ page }, testInfo) => {
        const t = await getT(locale, 'alerts');
        const city = CITIES[locale][testInfo.project.name] ?? CITIES[locale].desktop!;
        await signIn(page.request);
        const id = await freshAlert(page.request, studiosIn(city, 900), locale);
        const link = pathFor('emailUnsubscribe', locale, undefined, {
          emailType: ALERT_EMAIL_TYPE,
          psaIdentifier: id,
        });

        // Opening the link changes nothing (link scanners open links).
        await page.context().clearCookies();
        const response = await page.goto(link);
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: t('unsubscribe.heading') }),
        ).toBeVisible();
        await expect(page.getByTestId('unsubscribe-alert')).toContainText(city.name);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        // The language switch (in the header; on a phone also in its drawer) keeps the link's alert.
        const other = locale === 'nl' ? 'en' : 'nl';
        const switched = pathFor('emailUnsubscribe', other, undefined, {
          emailType: ALERT_EMAIL_TYPE,
          psaIdentifier: id,
        });
        await expect(page.locator(`header a[href="${switched}"]`).first()).toBeAttached();
        const lookUp = await page.request.get(`/services/api/alert/bypsa?psaIdentifier=${id}`);
        expect(((await lookUp.json()) as { found: boolean }).found).toBe(true);
        await expectAccessible(page);

        // The button unsubscribes; the confirmation takes the focus.
        await page.getByRole('button', { name: t('unsubscribe.button') }).click();
        const done = page.getByTestId('unsubscribe-done');
        await expect(done).toHaveText(t('unsubscribe.done'));
        await expect(done).toBeFocused();
        await expect(page.getByRole('link', { name: t('unsubscribe.manage') })).toHaveAttribute(
          'href',
          pathFor('accountAlerts', locale),
        );
        await expectAccessible(page);

        // The same link again, and an unknown one: a calm note, no buttons, no error page.
        for (const target of [
          link,
          pathFor('emailUnsubscribe', locale, undefined, { psaIdentifier: 'unknown-alert-0000' }),
        ]) {
          const again = await page.goto(target);
          expect(again?.status()).toBe(200);
          await expect(page.getByTestId('unsubscribe-gone')).toHaveText(t('unsubscribe.gone'));
          await expect(page.getByRole('button', { name: t('unsubscribe.button') })).toHaveCount(0);
        }
        await expectAccessible(page);

        // Clean up: the unsubscribed alert is no use to later runs.
        await signIn(page.request);
        await page.request.post('/services/api/alert/deletealert', { data: { psaIdentifier: id } });
      },
    );

    test(
      'the e-mail preferences switch alert e-mails off and on; the 404 page leads to the alerts',
      onePairPerLocale(locale),
      async ({ page }) => {
        const t = await getT(locale, 'alerts');
        await signIn(page.request);
        await page.goto(pathFor('unsubscribe', locale));
        await expect(
          page.getByRole('heading', { level: 1, name: t('preferences.heading') }),
        ).toBeVisible();
        const toggle = page.getByRole('switch', { name: t('preferences.alertEmails') });
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await expectAccessible(page);
        await toggle.click();
        await expect(page.getByTestId('preferences-message')).toHaveText(t('preferences.saved'));
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
        const off = await page.request.get('/services/api/alert/emailpreferences');
        expect(await off.json()).toEqual({ alertEmails: false });
        // Back on, with the keyboard.
        await toggle.focus();
        await page.keyboard.press('Space');
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByTestId('preferences-message')).toHaveText(t('preferences.saved'));
        await page.getByRole('link', { name: t('preferences.manage') }).click();
        await expect(page).toHaveURL(new RegExp(`${pathFor('accountAlerts', locale)}$`));

        // The 404 page's "my alerts" link.
        await page.goto(missingListingPath(locale));
        await expect(
          page.locator(`main a[href="${pathFor('accountAlerts', locale)}"]`),
        ).toHaveCount(1);
      },
    );
  });
}
