import { BusinessResultCode, RoomsError } from '@rooms/domain';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { photosOf } from '../../images/listing-photos.js';
import { findWizardDraft, wizardStatusOf } from '../../listing-wizard/wizard-draft.js';
import { ownListings } from '../../my-listings/own-listings.js';
import { ownStudentHouse } from '../../student-houses/student-house-store.js';
import { listingIdQuery } from '../listing/my-listings.schema.js';

import {
  addressReadonlyResponse,
  studentHouseDetailsResponse,
  wizardDetailsResponse,
} from './wizard.schema.js';

import type { WizardDraft } from '../../listing-wizard/wizard-draft.js';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The wizard's reads of one own advert (§7 supply flow): `GET cra-latest-listing-details`
 * (every wizard field, for loading a step and for the preview page, photos in display order),
 * `GET cra-latest-listing-studenthouse-details` (the student house it is linked to: id, name,
 * address, facilities and photos, or `studentHouse: null`) and `GET cra-is-address-readonly` (true
 * once the advert was published). Each takes `listingID`; any status of the caller's own advert.
 *
 * 200; 400 for a bad id; 401 anonymous; 404 code 1015 for another user's, a missing or a
 * deleted advert.
 */
export const wizardDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's advert of the request's `listingID`, or 404. */
  async function ownDraft(request: FastifyRequest, listingId: number): Promise<WizardDraft> {
    const draft = await findWizardDraft(
      app.database.db,
      listingId,
      ownListings(currentUser(request).id),
    );
    if (draft === null) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
    return draft;
  }

  app.get(
    '/cra-latest-listing-details',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getLatestListingDetails',
        tags: ['supplyflow'],
        summary: 'Every wizard field of an own advert (any status), photos in order',
        querystring: listingIdQuery,
        response: { 200: wizardDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const draft = await ownDraft(request, request.query.listingID);
      const photos = await photosOf(app.database.db, draft.listingID);
      return {
        ...draft,
        createdAt: draft.createdAt.toISOString(),
        updatedAt: draft.updatedAt.toISOString(),
        publishedAt: draft.publishedAt?.toISOString() ?? null,
        photos,
        steps: wizardStatusOf(draft).steps,
      };
    },
  );

  app.get(
    '/cra-latest-listing-studenthouse-details',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getLatestListingStudentHouseDetails',
        tags: ['supplyflow'],
        summary: 'The student house an own advert is linked to (id, name, address, facilities, photos)',
        querystring: listingIdQuery,
        response: { 200: studentHouseDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const draft = await ownDraft(request, request.query.listingID);
      const studentHouseId = draft.studentHouseId ?? null;
      // The link is to one of the landlord's own houses (checked when saved).
      const house =
        studentHouseId === null
          ? null
          : await ownStudentHouse(app.database.db, studentHouseId, currentUser(request).id);
      return {
        listingID: draft.listingID,
        studentHouseId,
        studentHouse:
          house === null
            ? null
            : {
                id: house.id,
                name: house.name,
                cityName: house.cityName,
                streetName: house.streetName,
                houseNumber: house.houseNumber,
                postcode: house.postcode,
                facilities: house.facilities,
                photoKeys: house.photoKeys,
              },
      };
    },
  );

  app.get(
    '/cra-is-address-readonly',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'isAddressReadonly',
        tags: ['supplyflow'],
        summary: 'Whether the address of an own advert can no longer change (it was published)',
        querystring: listingIdQuery,
        response: { 200: addressReadonlyResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const draft = await ownDraft(request, request.query.listingID);
      return { listingID: draft.listingID, isAddressReadonly: draft.isAddressReadonly };
    },
  );
};
