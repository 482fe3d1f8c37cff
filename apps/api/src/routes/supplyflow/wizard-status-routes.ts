import { BusinessResultCode, ListingStatus, RoomsError, StepCompletion } from '@rooms/domain';
import { and, eq } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { listings } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  findWizardDraft,
  selectDraftRows,
  toWizardDraft,
  wizardStatusOf,
} from '../../listing-wizard/wizard-draft.js';
import { ownListings } from '../../my-listings/own-listings.js';
import { listingIdQuery } from '../listing/my-listings.schema.js';

import { draftListResponse, wizardStatusResponse } from './wizard.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Most drafts `cra-draft-list-status` lists (newest first). */
export const MAX_LISTED_DRAFTS = 100;

/**
 * `GET /supplyflow/cra-listing-status?listingID=` and `GET /supplyflow/cra-draft-list-status`
 * (§7 supply flow, §3 step completion): the wizard progress of one own advert, and the caller's
 * unfinished adverts with theirs ("leave at any step and resume later").
 *
 * cra-listing-status: 200 `WizardStatus` (completion of each step that applies, the required
 * steps missing, where to resume) for an own advert of any status; 400 for a bad id; 401
 * anonymous; 404 code 1015 for another user's, a missing or a deleted advert.
 * cra-draft-list-status: 200 with the caller's Concept adverts (at most 100), newest first.
 */
export const wizardStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cra-listing-status',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getListingWizardStatus',
        tags: ['supplyflow'],
        summary: 'The wizard progress of an own advert: completion of each step',
        querystring: listingIdQuery,
        response: { 200: wizardStatusResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const draft = await findWizardDraft(
        app.database.db,
        request.query.listingID,
        ownListings(currentUser(request).id),
      );
      if (draft === null) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
      return wizardStatusOf(draft);
    },
  );

  app.get(
    '/cra-draft-list-status',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getDraftListStatus',
        tags: ['supplyflow'],
        summary: "The caller's unfinished adverts with their wizard progress, newest first",
        response: { 200: draftListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await selectDraftRows(
        app.database.db,
        and(
          eq(listings.landlordId, currentUser(request).id),
          eq(listings.status, ListingStatus.Concept),
        ),
        { limit: MAX_LISTED_DRAFTS },
      );
      return {
        drafts: rows.map((row) => {
          const draft = toWizardDraft(row);
          const { steps, missingSteps, resumeStep } = wizardStatusOf(draft);
          return {
            listingID: draft.listingID,
            title: draft.title ?? null,
            listingType: draft.listingType ?? null,
            cityName: draft.cityName,
            streetName: draft.streetName,
            houseNumber: draft.houseNumber ?? null,
            createdAt: draft.createdAt.toISOString(),
            updatedAt: draft.updatedAt.toISOString(),
            steps,
            missingSteps,
            resumeStep,
            completedSteps: steps.filter((s) => s.completion === StepCompletion.Completed).length,
            totalSteps: steps.length,
          };
        }),
      };
    },
  );
};
