import { alertEmailsOf, setAlertEmails } from '../../alerts/alert-store.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { emailPreferences } from './alert.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The signed-in user's e-mail preferences (§2 `/unsubscribe`): `GET` and `POST
 * /alert/emailpreferences` read and set whether search alerts may e-mail them.
 */
export const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emailpreferences',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getEmailPreferences',
        tags: ['alert'],
        summary: "The signed-in user's e-mail preferences",
        response: { 200: emailPreferences, ...errorResponses(401) },
      },
    },
    async (request) => ({
      alertEmails: await alertEmailsOf(app.database, currentUser(request).id),
    }),
  );

  app.post(
    '/emailpreferences',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'setEmailPreferences',
        tags: ['alert'],
        summary: "Set the signed-in user's e-mail preferences",
        body: emailPreferences,
        response: { 200: emailPreferences, ...errorResponses(401) },
      },
    },
    async (request) => {
      await setAlertEmails(app.database, currentUser(request).id, request.body.alertEmails);
      return { alertEmails: request.body.alertEmails };
    },
  );
};
