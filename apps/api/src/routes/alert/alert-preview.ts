import { previewAlert } from '../../alerts/alert-preview.js';
import { toAlertSearch } from '../../alerts/alert-search.js';
import { errorResponses } from '../../errors/error-body.js';

import { previewBody, previewResponse } from './alert.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /alert/preview` (ours, shown when saving an alert; no sign-in): how many listings the
 * search found in the last 7 days, and whether it is narrow enough for instant e-mails.
 * 400 `invalid_request` for bad input or an unknown city or street.
 */
export const alertPreviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/preview',
    {
      schema: {
        operationId: 'previewAlert',
        tags: ['alert'],
        summary: 'How many listings a search would have e-mailed in the last 7 days',
        body: previewBody,
        response: { 200: previewResponse, ...errorResponses() },
      },
    },
    async (request) =>
      previewAlert(app.database, await toAlertSearch(app.database, request.body.searchRequest)),
  );
};
