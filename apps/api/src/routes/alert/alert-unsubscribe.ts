import { alertByPsa, stopAlertEmailsByPsa, unsubscribeAlerts } from '../../alerts/alert-store.js';
import { errorResponses } from '../../errors/error-body.js';

import {
  alertByPsaResponse,
  psaQuery,
  unsubscribeQuery,
  unsubscribeResponse,
} from './alert.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Largest form body accepted by the one-click POST (`List-Unsubscribe=One-Click`), bytes. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * Unsubscribing from alert e-mails without signing in (§2 `/email-unsubscribe`, §7
 * `/alert/unsubscribepsa`, RFC 8058): the unguessable identifier in the e-mail is the only key.
 * `GET bypsa` changes nothing (link scanners open links); the POSTs act. Unknown or already used
 * identifiers answer `unsubscribed: false`, never an error.
 */
export const alertUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients send the RFC 8058 one-click POST as a form (`List-Unsubscribe=One-Click`);
  // the identifier is in the URL, so the body is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/bypsa',
    {
      schema: {
        operationId: 'getAlertByPsa',
        tags: ['alert'],
        summary: 'What the unsubscribe page shows of an alert (nothing personal)',
        querystring: psaQuery,
        response: { 200: alertByPsaResponse },
      },
    },
    async (request) => {
      const alert = await alertByPsa(app.database, request.query.psaIdentifier);
      return alert === null
        ? { found: false, name: null, searchRequest: null, language: null }
        : { found: true, ...alert };
    },
  );

  app.post(
    '/unsubscribepsa',
    {
      schema: {
        operationId: 'unsubscribePsa',
        tags: ['alert'],
        summary: 'Unsubscribe from one or more alerts (one-click, RFC 8058; no sign-in)',
        description:
          'The alerts named by psaIdentifier (comma-separated for several) are deleted. Accepts a JSON body, none, or the RFC 8058 form body `List-Unsubscribe=One-Click`.',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeResponse, ...errorResponses() },
      },
    },
    async (request) => ({
      unsubscribed: await unsubscribeAlerts(
        app.database,
        request.query.psaIdentifier.split(',').filter((id) => id !== ''),
      ),
    }),
  );

  app.post(
    '/unsubscribeall',
    {
      schema: {
        operationId: 'unsubscribeAllAlertEmails',
        tags: ['alert'],
        summary: "Stop every alert e-mail of the alert's owner (no sign-in)",
        description:
          'The alerts stay (the owner can turn e-mails on again on /unsubscribe); unsubscribed is false for an unknown identifier.',
        querystring: psaQuery,
        response: { 200: unsubscribeResponse, ...errorResponses() },
      },
    },
    async (request) => ({
      unsubscribed: await stopAlertEmailsByPsa(app.database, request.query.psaIdentifier),
    }),
  );
};
