import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import sharp from 'sharp';

import { DEMO_LANDLORD, expectAccessible, onePairPerLocale } from './support';

import type { Page } from '@playwright/test';

/** A made-up position written into the test photos' EXIF: it must not survive the upload. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '53/1 13/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '6/1 34/1 0/1',
};

/**
 * A real 1600×1200 JPEG of one colour with EXIF GPS tags and a camera make, as a phone makes them.
 *
 * @param red the red channel, so the three photos differ
 */
async function photoWithGps(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: red, g: 120, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'RoomsTestCam' }, IFD3: GPS })
    .toBuffer();
}

/** The listing id of the wizard page shown now (`/…/{listingID}/{step}`). */
function listingIdOf(page: Page): number {
  const segments = new URL(page.url()).pathname.split('/');
  return Number(segments.at(-2));
}

/**
 * Issue 5 "Wizard" end to end, in Dutch and English, on a desktop and a phone: the demo landlord
 * starts an advert, goes through every step (validation as typed, a wrong postcode, forbidden
 * contact details in the description), uploads three JPEGs that carry EXIF GPS (none of it is
 * served back), reorders them and picks a cover, stops halfway and resumes from the start
 * page, publishes, finds the advert first among the newest rooms of the city, deactivates it
 * and puts it online again through the wizard's reactivate page, and finally deletes it.
 */
for (const locale of LOCALES) {
  test(
    `a landlord publishes an advert through the wizard (${locale})`,
    onePairPerLocale(locale),
    async ({ page }) => {
      test.setTimeout(240_000);
      const [t, tAdverts, tListing] = await Promise.all([
        getT(locale, 'wizard'),
        getT(locale, 'adverts'),
        getT(locale, 'listing'),
      ]);
      const login = await page.request.post('/services/api/customer/login', {
        data: DEMO_LANDLORD,
      });
      expect(login.status()).toBe(200);
      const landlordName = ((await login.json()) as { usernamefirst?: string }).usernamefirst ?? '';
      expect(landlordName).not.toBe('');
      const save = () => page.getByRole('button', { name: t('form.saveAndContinue') }).click();
      const summary = () => page.getByRole('region', { name: t('form.errorSummary') });
      const heading = (key: string) =>
        expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(`steps.${key}.title` as never),
        );

      // The start page, then the first step before the draft exists.
      await page.goto(pathFor('createListing', locale));
      await expectAccessible(page);
      await page.getByRole('link', { name: t('start.newAdvert') }).click();
      await heading('listing-type');
      // Nothing chosen: the step is refused in words.
      await save();
      await expect(summary().getByText(t('problems.requiredChoice'))).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(`^${t('options.listingType.1')}`) }).check();
      await save();

      await heading('owner-type');
      const listingID = listingIdOf(page);
      expect(listingID).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.getByRole('radio', { name: t('options.ownerType.1'), exact: true }).check();
      await save();

      // Address: real city and street from the suggestions; a wrong postcode is refused as typed.
      await heading('address');
      await page.getByRole('combobox', { name: t('fields.cityId') }).fill('Groningen');
      await page.getByRole('option', { name: 'Groningen', exact: true }).click();
      await page.getByRole('combobox', { name: t('fields.streetId') }).fill('Here');
      await page.getByRole('option').first().click();
      await page.getByLabel(t('fields.houseNumber'), { exact: true }).fill('12a');
      const postcode = page.getByLabel(t('fields.postcode'), { exact: true });
      await postcode.fill('12345');
      await postcode.blur();
      await expect(page.getByText(t('problems.postcodeInvalid'))).toBeVisible();
      await postcode.fill('9711 LM');
      await save();

      // Availability, then stop halfway: the draft waits in My adverts.
      await heading('availability');
      await page.getByLabel(t('fields.availableFrom'), { exact: true }).fill('2027-02-01');
      await page.getByRole('button', { name: t('form.leave') }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor('myAdverts', locale));
      await expect(
        page.locator(`[data-testid="my-advert"][data-listing-id="${listingID}"]`),
      ).toBeVisible();

      // Resume from the wizard's start page: it continues at the first unfinished step.
      await page.goto(pathFor('createListing', locale));
      await page
        .getByRole('link', { name: new RegExp(t('start.draftContinue')) })
        .first()
        .click();
      await heading('surface-furnishing');
      expect(listingIdOf(page)).toBe(listingID);
      await page.getByLabel(t('fields.surfaceM2'), { exact: true }).fill('18');
      await page.getByRole('radio', { name: t('options.furnishing.4'), exact: true }).check();
      await save();

      await heading('rental-price');
      await page.getByLabel(t('fields.rentCents'), { exact: true }).fill('10');
      await save();
      await expect(summary()).toBeVisible();
      await page
        .getByLabel(t('fields.rentCents'), { exact: true })
        .fill(locale === 'nl' ? '645,50' : '645.50');
      await page.getByLabel(t('fields.serviceCostsCents'), { exact: true }).fill('40');
      await page.getByLabel(t('fields.depositCents'), { exact: true }).fill('1300');
      await save();

      // Photos: three JPEGs with GPS; the third is moved to the front and the second made cover.
      await heading('media');
      const photos = await Promise.all([200, 60, 130].map((red) => photoWithGps(red)));
      await page.locator('input[type="file"]').setInputFiles(
        photos.map((buffer, index) => ({
          name: `kamer-${index + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer,
        })),
      );
      await expect(page.getByTestId('wizard-photo')).toHaveCount(3, { timeout: 30_000 });
      await page.getByRole('button', { name: t('media.moveEarlier', { position: 3 }) }).click();
      await expect(page.getByRole('status').getByText(t('media.orderSaved'))).toBeVisible();
      await page
        .getByRole('button', { name: t('media.makeCover') })
        .first()
        .click();
      await expectAccessible(page);
      await page.getByRole('link', { name: t('form.saveAndContinue') }).click();

      await heading('details');
      await page
        .getByRole('checkbox', { name: t('fields.isBathroomPrivate'), exact: true })
        .check();
      await page.getByRole('checkbox', { name: t('fields.hasInternet'), exact: true }).check();
      await save();
      await expect(page.getByText(t('problems.languagesRequired')).first()).toBeVisible();
      await page.getByRole('checkbox', { name: t('options.language.1'), exact: true }).check();
      await page.getByRole('checkbox', { name: t('options.language.2'), exact: true }).check();
      await save();

      await heading('preferred-tenant');
      await page.getByRole('checkbox', { name: t('options.occupation.1'), exact: true }).check();
      await save();

      await heading('current-residents');
      await page.getByLabel(t('fields.currentResidents'), { exact: true }).fill('2');
      await page.getByRole('checkbox', { name: t('options.gender.4'), exact: true }).check();
      await save();

      // Title and description: contact details are refused with what to remove.
      await heading('title-description');
      // Unique per run, without a digit run a phone number could be read in.
      const title = `${locale === 'nl' ? 'Lichte kamer' : 'Bright room'} ${Date.now().toString(36)}`;
      await page.getByLabel(t('fields.title'), { exact: true }).fill(title);
      const description = page.getByLabel(t('fields.description'), { exact: true });
      await description.fill(
        `${'Ruime kamer aan de Herestraat met veel licht en een fijne tuin. '.repeat(2)}Bel 06 12345678`,
      );
      await expect(page.getByText('06 12345678', { exact: false }).first()).toBeVisible();
      await save();
      await expect(summary()).toContainText('06 12345678');
      await description.fill(
        'Ruime kamer aan de Herestraat met veel licht en een fijne tuin. '.repeat(2),
      );
      await save();

      // Check and publish.
      await heading('continue');
      await expect(page.getByText(title)).toBeVisible();
      await expectAccessible(page);
      // The preview shows the advert as tenants will see it, under a banner, and leads back.
      await page.getByRole('link', { name: t('publish.preview') }).click();
      await expect(page.getByText(t('preview.banner'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      // Reacting waits for the advert to be online; favourite and report are left out.
      await expect(page.getByRole('button', { name: tListing('actions.react') })).toBeDisabled();
      await expect(page.getByRole('button', { name: tListing('actions.share') })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: t('preview.backToWizard') }).click();
      await heading('continue');
      await page.getByRole('button', { name: t('publish.publish') }).click();
      await expect(page.getByTestId('wizard-published')).toContainText(t('publish.published'));

      // The photos as served carry no EXIF (no GPS leaves the server).
      const details = (await (
        await page.request.get(`/services/api/listing/details?listingId=${listingID}&source=search`)
      ).json()) as { photos: { imageKey: string; isCover: boolean }[]; title: string };
      expect(details.title).toBe(title);
      expect(details.photos).toHaveLength(3);
      for (const photo of details.photos) {
        const original = await page.request.get(`/services/api/image/${photo.imageKey}`);
        expect(original.status()).toBe(200);
        const metadata = await sharp(await original.body()).metadata();
        expect(metadata.exif, 'EXIF of a served photo').toBeUndefined();
      }

      // Found in search right away: first among the newest rooms of Groningen.
      await page.goto(
        pathFor('search', locale, {
          searchCategoryAndCity: buildSearchCategoryAndCity(
            SearchListingType.Room,
            'groningen',
            locale,
          ),
        }),
      );
      const firstCard = page.getByRole('article').first().getByRole('heading').getByRole('link');
      await expect(firstCard).toHaveAttribute('href', new RegExp(`[a-z]-${listingID}$`));

      // The advert's page links to the landlord's public profile, which lists it.
      await firstCard.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await page
        .getByRole('link', { name: tListing('landlord.profile', { name: landlordName }) })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landlordName);
      await expect(page.locator(`a[href$="-${listingID}"]`).first()).toBeVisible();
      await expectAccessible(page);

      // Deactivate from My adverts, then put it online again through the wizard's reactivate page.
      await page.goto(pathFor('myAdverts', locale));
      const row = page.locator(`[data-testid="my-advert"][data-listing-id="${listingID}"]`);
      await row.getByRole('button', { name: tAdverts('actions.deactivate') }).click();
      const dialog = page.getByRole('dialog', { name: tAdverts('deactivateDialog.title') });
      await dialog.getByRole('radio', { name: tAdverts('deactivateDialog.reasons.15') }).check();
      await dialog.getByRole('button', { name: tAdverts('deactivateDialog.submit') }).click();
      await expect(row).toBeHidden();
      await page.goto(
        pathFor('createListingStep', locale, { listingID: String(listingID), step: 'reactivate' }),
      );
      await page.getByRole('button', { name: t('reactivate.button') }).click();
      await expect(page.getByText(t('reactivate.done'))).toBeVisible();
      await page.goto(pathFor('myAdverts', locale));
      await expect(
        page.locator(
          `[data-testid="my-advert"][data-listing-id="${listingID}"] [data-testid="my-advert-status"]`,
        ),
      ).toHaveText(tAdverts('status.Active'));

      const removed = await page.request.delete(
        `/services/api/listing/delete-listing?listingID=${listingID}`,
      );
      expect(removed.status()).toBe(200);
    },
  );

  test(`an anonymous visitor of the wizard is sent to sign-in (${locale})`, async ({ page }) => {
    const start = pathFor('createListing', locale);
    await page.goto(start);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === pathFor('login', locale) && url.searchParams.get('returnUrl') === start,
    );
  });
}
