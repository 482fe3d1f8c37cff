import { errorResponses } from '../../errors/error-body.js';
import {
  heldAdvertsPage,
  reportedAdvertsPage,
  flaggedProfilesPage,
  reportedConversationsPage,
  scamSignalConversationsPage,
} from '../../moderation/moderation-queues.js';
import { requireStaff } from '../../moderation/staff-access.js';

import {
  advertReportsAnswer,
  conversationReportsAnswer,
  flaggedProfilesAnswer,
  heldAdvertsAnswer,
  queueQuery,
  scamSignalsAnswer,
} from './moderation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The five queues of the back office (issue 28), 25 items a page, oldest first, `?page=N`:
 * `GET /moderation/held-adverts` (adverts a fraud rule held, with the rules and their facts),
 * `GET /moderation/advert-reports` (one item per advert with open reports) and
 * `GET /moderation/conversation-reports` (open reports on conversations) and
 * `GET /moderation/scam-signals` (conversations where a landlord's message showed scam signs) and
 * `GET /moderation/flagged-profiles` (reported tenant profiles, one item per profile).
 * 404 to non-staff.
 */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get(
    '/held-adverts',
    {
      schema: {
        operationId: 'getHeldAdverts',
        tags: ['moderation'],
        summary: 'Adverts held by a fraud rule',
        querystring: queueQuery,
        response: { 200: heldAdvertsAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      await requireStaff(request);
      return heldAdvertsPage(db(), request.query.page);
    },
  );
  app.get(
    '/advert-reports',
    {
      schema: {
        operationId: 'getAdvertReports',
        tags: ['moderation'],
        summary: 'Adverts with open abuse reports',
        querystring: queueQuery,
        response: { 200: advertReportsAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      await requireStaff(request);
      return reportedAdvertsPage(db(), request.query.page);
    },
  );
  app.get(
    '/conversation-reports',
    {
      schema: {
        operationId: 'getConversationReports',
        tags: ['moderation'],
        summary: 'Open abuse reports on conversations',
        querystring: queueQuery,
        response: { 200: conversationReportsAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      await requireStaff(request);
      return reportedConversationsPage(db(), request.query.page);
    },
  );
  app.get(
    '/scam-signals',
    {
      schema: {
        operationId: 'getScamSignals',
        tags: ['moderation'],
        summary: "Conversations with scam signs in the landlord's messages",
        querystring: queueQuery,
        response: { 200: scamSignalsAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      await requireStaff(request);
      return scamSignalConversationsPage(db(), request.query.page);
    },
  );
  app.get(
    '/flagged-profiles',
    {
      schema: {
        operationId: 'getFlaggedProfiles',
        tags: ['moderation'],
        summary: 'Tenant profiles with open reports',
        querystring: queueQuery,
        response: { 200: flaggedProfilesAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      await requireStaff(request);
      return flaggedProfilesPage(db(), request.query.page);
    },
  );
};
