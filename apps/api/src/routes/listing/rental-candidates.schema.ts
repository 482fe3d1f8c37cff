import { z } from 'zod';

import { queryId } from '../conversation/conversation.schema.js';

/** Query of `GET /listing/rental-candidates`. */
export const rentalCandidatesQuery = z.object({
  listingID: queryId('Advert id (one of your own)'),
});

/** Answer of `GET /listing/rental-candidates`. */
export const rentalCandidatesAnswer = z
  .object({
    candidates: z
      .array(
        z.object({
          conversationID: z
            .number()
            .int()
            .describe('The conversation to name as `conversationID` of deactivate-listing'),
          tenantFirstName: z.string().describe("The tenant's first name (nothing else)"),
          lastMessageAt: z.string().describe('ISO time of the last message'),
        }),
      )
      .describe('Tenants with a conversation about the advert, most recent first, at most 50'),
  })
  .describe('RentalCandidates');
