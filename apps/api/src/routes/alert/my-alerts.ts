import { z } from 'zod';

import {
  createAlert,
  deleteAlert,
  listAlerts,
  saveAnonymousAlerts,
  updateAlert,
} from '../../alerts/alert-store.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import {
  createAlertBody,
  deleteAlertBody,
  processPsaBody,
  processPsaResponse,
  searchAlert,
  updateAlertBody,
} from './alert.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The signed-in user's own search alerts (§7 `/alert/*`, §2 `/account/alerts`): save
 * (`createalert`), the §4 flush of anonymous alerts (`processpsa`), list (`alerts`), change
 * (`updatealert`) and delete (`deletealert`). Every call acts on the caller's alerts only (the
 * user comes from the session); another user's identifier is 404 like an unknown one.
 */
export const myAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/createalert',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'createAlert',
        tags: ['alert'],
        summary: 'Save a search as an alert that e-mails new matches',
        description:
          '409 with code 1129 when the user saved the same search before; 409 `alert_limit_reached` beyond 50 alerts; 422 `alert_too_wide` for an instant alert of a search that found more than 300 listings a day over the last 7 days; 400 `invalid_request` for bad input or an unknown city or street.',
        body: createAlertBody,
        response: { 200: searchAlert, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => createAlert(app.database, currentUser(request).id, request.body),
  );

  app.post(
    '/processpsa',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'processAnonymousPsa',
        tags: ['alert'],
        summary: 'Save the alerts a visitor kept in the browser before signing in (§4)',
        description:
          'Each search becomes a daily alert; searches saved before are counted as alreadySaved, refused ones (limit, unknown place) as refused.',
        body: processPsaBody,
        response: { 200: processPsaResponse, ...errorResponses(401) },
      },
    },
    async (request) =>
      saveAnonymousAlerts(
        app.database,
        currentUser(request).id,
        request.body.psaList,
        request.body.language,
      ),
  );

  app.get(
    '/alerts',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getAlerts',
        tags: ['alert'],
        summary: "The signed-in user's search alerts, newest first",
        response: { 200: z.object({ alerts: z.array(searchAlert) }), ...errorResponses(401) },
      },
    },
    async (request) => ({ alerts: await listAlerts(app.database, currentUser(request).id) }),
  );

  app.post(
    '/updatealert',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'updateAlert',
        tags: ['alert'],
        summary: 'Rename, re-time, pause or resume one of the user’s alerts',
        body: updateAlertBody,
        response: { 200: searchAlert, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { psaIdentifier, ...change } = request.body;
      return updateAlert(app.database, currentUser(request).id, psaIdentifier, change);
    },
  );

  app.post(
    '/deletealert',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'deleteAlert',
        tags: ['alert'],
        summary: 'Delete one of the user’s alerts with its matches',
        body: deleteAlertBody,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await deleteAlert(app.database, currentUser(request).id, request.body.psaIdentifier);
      return { deleted: true as const };
    },
  );
};
