import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import sharp from 'sharp';

import { DEMO_LANDLORD, expectAccessible, onePairPerLocale } from './support';

import type { APIRequestContext, Page } from '@playwright/test';

const LOAD = { timeout: 60_000 } as const;

/** A JPEG of one colour, as a phone would upload it. */
function housePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 180 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Letters only: digits could look like a phone number to the forbidden-text rules. */
function letters(length: number): string {
  return Array.from({ length }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/**
 * A student-residence advert of the signed-in landlord with every wizard step saved but the
 * student-house step, through the API (the wizard's own journey is e2e/listing-wizard.spec.ts).
 */
async function residenceDraft(request: APIRequestContext, cityId: number, streetId: number) {
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/services/api/supplyflow/${path}`, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { listingID: number };
  };
  const { listingID } = await post('cra-roomtype', { listingID: null, listingType: 16 });
  const steps: [string, Record<string, unknown>][] = [
    ['cra-ownertype', { ownerType: 1 }],
    ['cra-address', { cityId, streetId, houseNumber: '5-1', postcode: '9711 AB' }],
    ['cra-availability', { availableFrom: '2030-09-01', availableTo: null, rentalPeriod: null }],
    ['cra-surface-furnishing', { surfaceM2: 14, furnishing: 4 }],
    [
      'cra-rentalprice',
      {
        rentCents: 45_000,
        serviceCostsCents: 2_500,
        depositCents: 90_000,
        utilitiesIncluded: true,
      },
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
        preferredAgeMax: 28,
        preferredOccupations: 3,
        suitableForPersons: 1,
      },
    ],
    ['cra-currentresidents', { currentResidents: 3, currentResidentGenders: 3 }],
    [
      'cra-title-description',
      {
        title: `Studentenkamer ${letters(8)}`,
        description: `Lichte studentenkamer in een studentenhuis vlak bij het centrum en de universiteit. Kenmerk ${letters(12)}.`,
      },
    ],
  ];
  for (const [path, body] of steps) await post(path, { listingID, ...body });
  return listingID;
}

/** The house panel's submit button, once React has taken over the page. */
function hydratedButton(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/**
 * Issue 26 "Student houses" end to end, in Dutch and English, on a desktop and a phone: the
 * demo landlord creates a student house on `/studenthouse` (city and street from the
 * suggestions, house number, postcode, facilities, a photo), sets its own automatic reply,
 * links a student-residence advert to it in the wizard's student-house step, publishes it and
 * finds the house's name and facilities on the advert's page; then deletes the house (with
 * confirmation) and the advert's page no longer shows it. axe on `/studenthouse`.
 */
for (const locale of LOCALES) {
  test(
    `a landlord manages a student house and links an advert to it (${locale})`,
    onePairPerLocale(locale),
    async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tWizard, tMessages] = await Promise.all([
        getT(locale, 'studentHouses'),
        getT(locale, 'wizard'),
        getT(locale, 'messages'),
      ]);
      const login = await page.request.post('/services/api/customer/login', {
        data: DEMO_LANDLORD,
      });
      expect(login.status()).toBe(200);
      const name = `Huize ${letters(6)} ${testInfo.project.name}`;

      // The page lists the seeded house and passes axe.
      await page.goto(pathFor('studenthouse', locale), LOAD);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('heading'));
      await expect(page.getByRole('article', { name: 'Huize Zernike' })).toBeVisible();
      // Hydrated first: the buttons' fade from disabled to enabled would be measured mid-way.
      const add = hydratedButton(page, t('list.add'));
      await expect(add).toBeEnabled();
      await expectAccessible(page);

      // A new house: address from the suggestions, facilities, rules.
      await add.click();
      const panel = page.getByTestId('student-house-panel');
      await expect(panel.getByRole('heading', { name: t('form.createTitle') })).toBeVisible();
      await panel.getByLabel(t('form.name'), { exact: false }).first().fill(name);
      await panel.getByRole('combobox', { name: t('form.city') }).fill('Groningen');
      await page.getByRole('option', { name: 'Groningen', exact: true }).click();
      await panel.getByRole('combobox', { name: t('form.street') }).fill('Here');
      await page.getByRole('option').first().click();
      await panel.getByRole('textbox', { name: t('form.houseNumber') }).fill('5');
      await panel.getByRole('textbox', { name: t('form.postcode') }).fill('9711 AB');
      await panel.getByRole('checkbox', { name: t('facilities.sharedKitchen') }).check();
      await panel.getByRole('checkbox', { name: t('facilities.garden') }).check();
      await panel.getByRole('textbox', { name: t('form.houseRules') }).fill('Rustig na elf uur.');
      await panel.getByRole('button', { name: t('form.create') }).click();
      await expect(page.getByTestId('student-house-notice')).toHaveText(t('form.created'), LOAD);
      await expect(page.getByRole('article', { name })).toBeVisible();

      // A photo through the image service, shown as a preview.
      await panel.getByTestId('house-photo-input').setInputFiles({
        name: 'huis.jpg',
        mimeType: 'image/jpeg',
        buffer: await housePhoto(),
      });
      await expect(panel.getByRole('img', { name: t('photos.alt', { n: 1, name }) })).toBeVisible(
        LOAD,
      );

      // The house's own automatic reply.
      const reply = panel.getByRole('region', { name: t('autoReply.heading') });
      await reply.getByLabel(tMessages('autoReply.enabledLabel')).check();
      await reply
        .getByRole('textbox', { name: tMessages('autoReply.messageLabel') })
        .fill('Bedankt! Op maandag is er een kijkavond in het huis.');
      await reply.getByRole('button', { name: tMessages('autoReply.save') }).click();
      await expect(reply.getByTestId('auto-reply-saved')).toBeVisible();
      // The open panel (form, photos, reply) passes axe too.
      await expectAccessible(page);

      // The house as the API has it (for the advert's address).
      const houses = (await (
        await page.request.get('/services/api/studenthouse/my-student-houses')
      ).json()) as { items: { id: number; name: string; cityId: number; streetId: number }[] };
      const house = houses.items.find((item) => item.name === name);
      expect(house).toBeDefined();

      // The wizard's student-house step: pick the house, publish.
      const listingID = await residenceDraft(page.request, house!.cityId, house!.streetId);
      await page.goto(
        pathFor('createListingStep', locale, {
          listingID: String(listingID),
          step: 'student-house',
        }),
        LOAD,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tWizard('steps.student-house.title'),
      );
      await expect(page.getByTestId('manage-student-houses')).toHaveAttribute(
        'href',
        pathFor('studenthouse', locale),
      );
      await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
      await page.getByRole('button', { name: tWizard('form.saveAndContinue') }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        tWizard('steps.student-house.title'),
        LOAD,
      );
      const published = await page.request.post(
        '/services/api/supplyflow/cra-complete-create-advert',
        {
          data: { listingID },
        },
      );
      expect(published.status()).toBe(200);

      // The advert's page shows the house's name and facilities.
      const listingPage = pathFor('listingDetail', locale, {
        searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
        street: 'straat',
        listingTypeAndID: `room-${listingID}`,
      });
      await page.goto(listingPage, LOAD);
      const section = page.getByTestId('listing-student-house');
      await expect(section).toContainText(t('listing.name', { name }));
      await expect(section).toContainText(t('facilities.sharedKitchen'));
      await expect(section).toContainText(t('facilities.garden'));

      // Delete the house (confirmed): the advert stays, unlinked.
      await page.goto(pathFor('studenthouse', locale), LOAD);
      const card = page.getByRole('article', { name });
      await expect(card).toContainText(t('list.linked', { count: 1 }));
      const remove = card.getByRole('button', { name: `${t('list.delete')}: ${name}` });
      await expect(remove).toBeEnabled();
      await remove.click();
      const dialog = page.getByRole('dialog', { name: t('delete.title', { name }) });
      await dialog.getByRole('button', { name: t('delete.confirm') }).click();
      await expect(page.getByTestId('student-house-notice')).toHaveText(t('delete.done', { name }));
      await expect(page.getByRole('article', { name })).toHaveCount(0);
      await page.goto(listingPage, LOAD);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('listing-student-house')).toHaveCount(0);

      // Clean up: the advert goes (the demo landlord's list stays as seeded).
      await page.request.delete(`/services/api/listing/delete-listing?listingID=${listingID}`);
    },
  );
}
