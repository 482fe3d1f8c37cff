import { ListingStatus } from '@rooms/domain';
import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { approveAdvert, markAdvert, rejectAdvert } from '../../moderation/advert-decisions.js';
import { requireStaff } from '../../moderation/staff-access.js';

import {
  advertDecisionAnswer,
  markBody,
  optionalNoteBody,
  pathId,
  rejectBody,
} from './moderation.schema.js';

import type { ModerationRouteOptions } from './moderation.schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const params = z.object({ listingID: pathId('Listing id') });

/**
 * A moderator's decisions on an advert (issue 28), each closing its hold and open reports and
 * written to the audit log: `POST /moderation/adverts/{listingID}/approve` (Approved 3, from
 * Pending, PossibleAbuse, Rejected or Fraud; else 400), `…/reject` (Rejected 2 with a
 * RejectionReason; the landlord is e-mailed) and `…/mark` (PossibleAbuse 7 or Fraud 9). 404 to
 * non-staff; 404 code 1015 for an unknown, draft or deleted advert.
 */
export const advertDecisionRoutes: FastifyPluginAsyncZod<ModerationRouteOptions> = async (
  app,
  { config },
) => {
  const db = () => app.database.db;
  app.post(
    '/adverts/:listingID/approve',
    {
      schema: {
        operationId: 'approveAdvert',
        tags: ['moderation'],
        summary: 'Approve a held or marked advert',
        params,
        body: optionalNoteBody,
        response: { 200: advertDecisionAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { listingID } = request.params;
      await approveAdvert(db(), staff, listingID, request.body.note, config.SITE_URL);
      return { listingID, status: ListingStatus.Approved };
    },
  );
  app.post(
    '/adverts/:listingID/reject',
    {
      schema: {
        operationId: 'rejectAdvert',
        tags: ['moderation'],
        summary: 'Reject an advert with a reason the landlord reads',
        params,
        body: rejectBody,
        response: { 200: advertDecisionAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { listingID } = request.params;
      const { reason, note } = request.body;
      await rejectAdvert(db(), staff, listingID, reason, note, config.SITE_URL);
      return { listingID, status: ListingStatus.Rejected };
    },
  );
  app.post(
    '/adverts/:listingID/mark',
    {
      schema: {
        operationId: 'markAdvert',
        tags: ['moderation'],
        summary: 'Take an advert out of search as PossibleAbuse 7 or Fraud 9',
        params,
        body: markBody,
        response: { 200: advertDecisionAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { listingID } = request.params;
      const { status, note } = request.body;
      await markAdvert(db(), staff, listingID, status, note);
      return { listingID, status };
    },
  );
};
