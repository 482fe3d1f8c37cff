import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

/** Answer of `GET /listing/changes`: a Server-Sent Events stream (documented, not validated). */
export const listingChangesResponse = z
  .string()
  .describe(
    'text/event-stream, open until either side closes it. First `event: ready` (everything may ' +
      'have changed before it), then `event: change` with `data: {"ids":[…]}` (these listings ' +
      'changed: published, edited, deactivated, deleted, photos) or `data: {"all":true}`, and a ' +
      '`: ping` comment every 10 s.',
  );

/** Schema of `GET /listing/changes`. */
export const listingChangesSchema = {
  operationId: 'streamListingChanges',
  tags: ['listing'],
  summary:
    'Stream of listing changes for the site processes that cache pages (not for browsers; needs Accept: text/event-stream)',
  response: {
    200: {
      description: 'The stream of listing changes',
      content: { 'text/event-stream': { schema: listingChangesResponse } },
    },
    ...errorResponses(503),
  },
};
