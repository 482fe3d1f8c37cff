import {
  ErrorCode,
  isLocale,
  isStepApplicable,
  ListingCreationStep,
  ListingType,
  normalizeHouseNumber,
  normalizePostcode,
  RoomsError,
} from '@rooms/domain';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  addressPoint,
  assertAddressWritable,
  resolveStreetPoint,
} from '../../listing-wizard/wizard-address.js';
import { createWizardDraft, saveWizardStep } from '../../listing-wizard/wizard-store.js';
import { assertNoForbiddenText, forbiddenWords } from '../../listing-wizard/wizard-text.js';
import { ownStudentHouse } from '../../student-houses/student-house-store.js';

import {
  addressBody,
  availabilityBody,
  currentResidentsBody,
  detailsBody,
  ownerTypeBody,
  preferredTenantBody,
  rentalPriceBody,
  roomTypeBody,
  studentHouseBody,
  surfaceFurnishingBody,
  titleDescriptionBody,
  wizardStatusResponse,
} from './wizard.schema.js';

import type { StepChange } from '../../listing-wizard/wizard-store.js';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Options of {@link wizardStepRoutes}. */
export interface WizardStepRoutesOptions {
  /** Extra forbidden words of titles and descriptions (the `FORBIDDEN_WORDS` setting). */
  extraForbiddenWords?: readonly string[];
}

/** The response schemas every step answers with. */
const STEP_RESPONSES = { 200: wizardStatusResponse, ...errorResponses(401, 403, 404, 409) };

/** The route schema of a step call. */
function stepSchema<B>(operationId: string, summary: string, body: B) {
  return { operationId, tags: ['supplyflow'], summary, body, response: STEP_RESPONSES };
}

/**
 * The wizard's step calls (§7 supply flow, §2 wizard steps): `POST cra-roomtype`,
 * `cra-ownertype`, `cra-studenthouse`, `cra-address`, `cra-availability`,
 * `cra-surface-furnishing`, `cra-rentalprice`, `cra-details`, `cra-preferredtenant`,
 * `cra-currentresidents` and `cra-title-description`. Each saves its step's fields of an own
 * advert (row locked, see `saveWizardStep`), marks the step saved and answers the advert's
 * wizard status. `cra-roomtype` with `listingID: null` creates the Concept draft. Texts are
 * stored trimmed, postcodes as '1234 AB', house numbers as '12A' / '12-2'. A published advert
 * stays published (the rules still apply); its address can no longer change. `cra-studenthouse`
 * with a house gives an advert without an address yet the house's address (to confirm in the
 * address step). An edit of a
 * published advert that changes its rent, surface, type or description runs the fraud rules
 * again (`listing-wizard/edit-moderation.ts`): when one fires the advert becomes Pending 11, out of
 * search, and the answer says so (`status` 11, `isPendingReview`), as at publishing.
 *
 * 200 `WizardStatus`; 400 `invalid_request` (`data.fields[]`, message = `WizardProblem` word of
 * @rooms/domain, or `not_found` / `not_in_city` for the address's city and street); 400 10064 /
 * 10065 for forbidden text (`data.findings`); 401 anonymous; 403 `http_403` for an advert under
 * moderation, or the student-house step of an advert that is no StudentResidence; 404 code 1015
 * for another user's, a missing or a deleted advert (nothing changed), `http_404` for a student
 * house that does not exist or is another landlord's; 409 `address_readonly` for a published advert's address, or
 * `draft_limit_reached` (`data.maxDrafts`) for a new advert beyond the open-draft quota.
 */
export const wizardStepRoutes: FastifyPluginAsyncZod<WizardStepRoutesOptions> = async (
  app,
  options,
) => {
  const words = forbiddenWords(options.extraForbiddenWords ?? []);
  const db = () => app.database.db;

  /**
   * Saves a step of the caller's advert and answers its wizard status; logs the fraud rules an
   * edit of a published advert fired (the advert is then Pending), as publishing does.
   */
  const saveStep = async (request: FastifyRequest, listingID: number, change: StepChange) => {
    const saved = await saveWizardStep(db(), listingID, currentUser(request).id, change);
    if (saved.firedRules.length > 0) {
      request.log.info(
        { listingID, rules: saved.firedRules.map((fired) => fired.rule) },
        'edited advert held for review by fraud rules',
      );
    }
    return saved.status;
  };

  app.post(
    '/cra-roomtype',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveListingType',
        'Wizard step listing-type; listingID null starts a new advert',
        roomTypeBody,
      ),
    },
    async (request) => {
      const { listingID } = request.body;
      const listingType = request.body.listingType as ListingType;
      const landlordId = currentUser(request).id;
      if (listingID === null) return createWizardDraft(db(), landlordId, listingType);
      const isStudentResidence = listingType === ListingType.StudentResidence;
      return saveStep(request, listingID, {
        step: ListingCreationStep.ListingType,
        // Away from StudentResidence, the student-house answer no longer applies.
        changes: isStudentResidence ? { listingType } : { listingType, studentHouseId: null },
        clearSteps: isStudentResidence ? [] : [ListingCreationStep.StudentHouse],
      });
    },
  );

  app.post(
    '/cra-ownertype',
    {
      preHandler: authenticate,
      schema: stepSchema('saveOwnerType', 'Wizard step owner-type', ownerTypeBody),
    },
    async (request) =>
      saveStep(request, request.body.listingID, {
        step: ListingCreationStep.OwnerType,
        changes: { ownerType: request.body.ownerType },
      }),
  );

  app.post(
    '/cra-studenthouse',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveStudentHouse',
        'Wizard step student-house (StudentResidence only): one of your student houses, or null',
        studentHouseBody,
      ),
    },
    async (request) =>
      saveStep(request, request.body.listingID, {
        step: ListingCreationStep.StudentHouse,
        changes: async (current) => {
          if (!isStepApplicable(ListingCreationStep.StudentHouse, current.listingType ?? null)) {
            throw new RoomsError({
              code: ErrorCode.Http403,
              message: 'The student-house step is only for a student residence',
              data: { listingType: current.listingType },
            });
          }
          const { studentHouseId } = request.body;
          if (studentHouseId === null) return { studentHouseId: null };
          // Only one of the landlord's own houses; another's is "not found" (§8).
          const house = await ownStudentHouse(db(), studentHouseId, currentUser(request).id);
          // An advert without an address yet takes the house's, which the address step then
          // shows to confirm or change (the room's number addition, e.g. 12-2).
          const address =
            current.cityId == null && !current.isAddressReadonly
              ? {
                  cityId: house.cityId,
                  streetId: house.streetId,
                  houseNumber: house.houseNumber,
                  postcode: house.postcode,
                  lat: house.lat,
                  lng: house.lng,
                }
              : {};
          return { studentHouseId, ...address };
        },
      }),
  );

  app.post(
    '/cra-address',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveAddress',
        'Wizard step address: city and street of the geography, house number, postcode',
        addressBody,
      ),
    },
    async (request) => {
      const { listingID, cityId, streetId, houseNumber, postcode } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.Address,
        changes: async (current) => {
          assertAddressWritable(current.isAddressReadonly);
          const street = await resolveStreetPoint(db(), cityId, streetId);
          // The rules passed, so both normalise.
          const storedHouseNumber = normalizeHouseNumber(houseNumber)!;
          return {
            cityId,
            streetId,
            houseNumber: storedHouseNumber,
            postcode: normalizePostcode(postcode)!,
            ...addressPoint(street, `${streetId}/${storedHouseNumber}`),
          };
        },
      });
    },
  );

  app.post(
    '/cra-availability',
    {
      preHandler: authenticate,
      schema: stepSchema('saveAvailability', 'Wizard step availability', availabilityBody),
    },
    async (request) => {
      const { listingID, availableFrom, availableTo, rentalPeriod } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.Availability,
        changes: { availableFrom, availableTo, rentalPeriod },
      });
    },
  );

  app.post(
    '/cra-surface-furnishing',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveSurfaceFurnishing',
        'Wizard step surface-furnishing',
        surfaceFurnishingBody,
      ),
    },
    async (request) => {
      const { listingID, surfaceM2, furnishing } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.SurfaceFurnishing,
        changes: { surfaceM2, furnishing },
      });
    },
  );

  app.post(
    '/cra-rentalprice',
    {
      preHandler: authenticate,
      schema: stepSchema('saveRentalPrice', 'Wizard step rental-price', rentalPriceBody),
    },
    async (request) => {
      const { listingID, ...prices } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.RentalPrice,
        changes: prices,
      });
    },
  );

  app.post(
    '/cra-details',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveDetails',
        'Wizard step details: facilities, energy label, languages',
        detailsBody,
      ),
    },
    async (request) => {
      const { listingID, ...details } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.Details,
        changes: details,
      });
    },
  );

  app.post(
    '/cra-preferredtenant',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'savePreferredTenant',
        'Wizard step preferred-tenant',
        preferredTenantBody,
      ),
    },
    async (request) => {
      const { listingID, ...preferences } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.PreferredTenant,
        changes: preferences,
      });
    },
  );

  app.post(
    '/cra-currentresidents',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveCurrentResidents',
        'Wizard step current-residents',
        currentResidentsBody,
      ),
    },
    async (request) => {
      const { listingID, currentResidents, currentResidentGenders } = request.body;
      return saveStep(request, listingID, {
        step: ListingCreationStep.CurrentResidents,
        changes: { currentResidents, currentResidentGenders },
      });
    },
  );

  app.post(
    '/cra-title-description',
    {
      preHandler: authenticate,
      schema: stepSchema(
        'saveTitleDescription',
        'Wizard step title-description; forbidden text refused with 10064 (nl) / 10065 (en)',
        titleDescriptionBody,
      ),
    },
    async (request) => {
      const user = currentUser(request);
      const { listingID, locale } = request.body;
      const advert = {
        title: request.body.title.trim(),
        description: request.body.description.trim(),
      };
      return saveStep(request, listingID, {
        step: ListingCreationStep.TitleDescription,
        changes: () => {
          // After the ownership check: a stranger learns nothing about someone else's advert.
          assertNoForbiddenText(
            advert,
            locale ?? (isLocale(user.locale) ? user.locale : 'nl'),
            words,
          );
          return advert;
        },
      });
    },
  );
};
