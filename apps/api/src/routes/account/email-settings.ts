import { readEmailSettings, writeEmailSettings } from '../../account/account-settings.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { emailSettings, updateSettingsBody } from './account-routes.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET` and `PUT /customer/settings` (issue 26, §2 `/account/settings`): the language of the
 * e-mails (the account's language, `users.locale`) and which e-mails the user receives: search
 * alerts (`users.alert_emails`, also switched by `/unsubscribe`) and new messages
 * (`users.message_emails`). PUT changes the fields given and answers all of them. 400
 * invalid_request for a bad or empty body; 401 anonymous.
 */
export const emailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getCustomerSettings',
        tags: ['customer'],
        summary: 'E-mail settings of the signed-in user',
        response: { 200: emailSettings, ...errorResponses(401) },
      },
    },
    async (request) => readEmailSettings(app.database.db, currentUser(request).id),
  );
  app.put(
    '/settings',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'updateCustomerSettings',
        tags: ['customer'],
        summary: 'Change the e-mail language or which e-mails are sent',
        body: updateSettingsBody,
        response: { 200: emailSettings, ...errorResponses(401) },
      },
    },
    async (request) => writeEmailSettings(app.database.db, currentUser(request).id, request.body),
  );
};
