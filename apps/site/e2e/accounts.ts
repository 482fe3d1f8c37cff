/**
 * Accounts and adverts made by the e2e suites through the real calls: new accounts signed up
 * through the outbox, and room adverts published through the wizard's calls.
 */
import { expect } from '@playwright/test';

import { registerAndConfirm } from './outbox';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The password of this suite's new accounts. */
export const PASSWORD = 'accounts-e2e-2026';

/** Letters only: digits could look like a phone number to the forbidden-text rules. */
export function letters(length: number): string {
  return Array.from({ length }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** A capitalised first name of this run, so its e-mails are told apart from other runs'. */
export function runName(prefix: string): string {
  return `${prefix}${letters(6)}`;
}

/** A page of its own browser context (cookies of one account only), on the site. */
export async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** A page signed in as a new account of this run (sign-up confirmed through the outbox). */
export async function newAccount(
  browser: Browser,
  baseURL: string,
  locale: Locale,
  firstName: string,
): Promise<{ page: Page; email: string }> {
  const page = await freshPage(browser, baseURL);
  const email = `${firstName.toLowerCase()}-${Date.now().toString(36)}@e2e.rooms.test`;
  await registerAndConfirm(page.request, {
    email,
    password: PASSWORD,
    firstName,
    lastName: 'Test',
    locale,
  });
  return { page, email };
}

/** A city's id and one of its streets, through the search suggestions. */
export async function placeOf(request: APIRequestContext, city: string, street: string) {
  const cities = await request.get(`/services/api/search/cities?query=${city}&limit=1`);
  const cityId = ((await cities.json()) as { items: { id: number }[] }).items[0]!.id;
  const streets = await request.get(
    `/services/api/search/streets?cityId=${cityId}&query=${street}&limit=1`,
  );
  const streetId = ((await streets.json()) as { items: { id: number }[] }).items[0]!.id;
  return { cityId, streetId };
}

/**
 * Publishes a room advert of the signed-in landlord through the wizard's calls (the wizard's own
 * journey is e2e/listing-wizard.spec.ts) and answers what publishing said.
 *
 * @param request the landlord's request context
 * @param place where the room is
 * @param rentCents the monthly rent
 * @param title a title unique to the run
 */
export async function publishRoom(
  request: APIRequestContext,
  place: { cityId: number; streetId: number; postcode: string },
  rentCents: number,
  title: string,
): Promise<{ listingID: number; isPendingReview: boolean }> {
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/services/api/supplyflow/${path}`, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { listingID: number; isPendingReview: boolean };
  };
  const { listingID } = await post('cra-roomtype', { listingID: null, listingType: 1 });
  const steps: [string, Record<string, unknown>][] = [
    ['cra-ownertype', { ownerType: 1 }],
    [
      'cra-address',
      {
        cityId: place.cityId,
        streetId: place.streetId,
        houseNumber: '12',
        postcode: place.postcode,
      },
    ],
    ['cra-availability', { availableFrom: '2030-09-01', availableTo: null, rentalPeriod: null }],
    ['cra-surface-furnishing', { surfaceM2: 16, furnishing: 4 }],
    [
      'cra-rentalprice',
      { rentCents, serviceCostsCents: 2_500, depositCents: 60_000, utilitiesIncluded: true },
    ],
    [
      'cra-details',
      {
        isBathroomPrivate: false,
        isToiletPrivate: false,
        isKitchenPrivate: false,
        hasInternet: true,
        isSmokingInsideAllowed: false,
        isPetsInsideAllowed: false,
        energyLabel: 'B',
        languages: 3,
      },
    ],
    [
      'cra-preferredtenant',
      {
        preferredGenders: 8,
        preferredAgeMin: 18,
        preferredAgeMax: 35,
        preferredOccupations: 3,
        suitableForPersons: 1,
      },
    ],
    ['cra-currentresidents', { currentResidents: 2, currentResidentGenders: 3 }],
    [
      'cra-title-description',
      {
        title,
        // Unique, so the duplicate-description rule never fires on another run's advert.
        description: `${'Lichte kamer in een rustig huis met een gedeelde keuken en een tuin. '.repeat(2)}${letters(24)}`,
      },
    ],
  ];
  for (const [path, data] of steps) await post(path, { listingID, ...data });
  return post('cra-complete-create-advert', { listingID });
}
