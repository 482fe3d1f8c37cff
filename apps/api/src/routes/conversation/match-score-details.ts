import { ageOn, enumValues, MatchCriterion, MatchResult } from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  findConversationForUser,
  scoreOf,
  utcToday,
} from '../../messaging/conversation-queries.js';

import { conversationNotFound } from './conversation-not-found.js';
import { matchScoreLevelField, queryId } from './conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /conversation/match-score-details`. */
export const matchScoreDetailsQuery = z.object({ conversationID: queryId('Conversation id') });

/** Answer of `GET /conversation/match-score-details`. */
export const matchScoreDetailsResponse = z.object({
  conversationID: z.number().int(),
  level: matchScoreLevelField,
  matchedCount: z
    .number()
    .int()
    .describe('Criteria that match, 0 to 3 (3 High, 2 Medium, 1 Low, 0 None)'),
  criteria: z
    .array(
      z.object({
        criterion: z.enum(enumValues(MatchCriterion) as [MatchCriterion, ...MatchCriterion[]]),
        result: z
          .enum(enumValues(MatchResult) as [MatchResult, ...MatchResult[]])
          .describe(
            "match: fits the advert's preference (or the advert has none); mismatch; unknown: the tenant's profile does not say",
          ),
      }),
    )
    .describe('Gender, age and occupation, in that order'),
  tenant: z
    .object({
      gender: z
        .number()
        .int()
        .nullable()
        .describe('GenderPreference value (Male 1, Female 2) or null'),
      age: z.number().int().nullable().describe('Years, today; null when no birth date is given'),
      occupation: z.number().int().nullable().describe('TenantOccupation flag or null'),
    })
    .describe("The tenant's profile as compared (age only, never the birth date)"),
  preferredTenant: z
    .object({
      genders: z
        .number()
        .int()
        .describe('GenderPreference flags; Mixed 4 or NotImportant 8 accept all'),
      ageMin: z.number().int().describe('Years'),
      ageMax: z.number().int().describe('Years'),
      occupations: z.number().int().describe('TenantOccupation flags; all (15) or none accept all'),
    })
    .describe("The advert's preferred tenant"),
});

/**
 * `GET /conversation/match-score-details?conversationID=` (§7, §3 match score levels): how the
 * tenant of a conversation matches the advert's preferred tenant — the level (None 0 .. High 3)
 * and, per criterion (gender, age, occupation), match, mismatch or unknown, with the values
 * compared. Both participants may read it; the tenant's age is given, never the birth date.
 *
 * 200; 400 `invalid_request` for a bad id; 401 anonymous; 404 `http_404` when the
 * conversation does not exist, is not the caller's or was deleted by the caller.
 */
export const matchScoreDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/match-score-details',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getMatchScoreDetails',
        tags: ['conversation'],
        summary: "How the tenant's profile matches the advert's preferred tenant",
        querystring: matchScoreDetailsQuery,
        response: { 200: matchScoreDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { conversationID } = request.query;
      const header = await findConversationForUser(
        app.database.db,
        conversationID,
        currentUser(request).id,
      );
      if (header === null) throw conversationNotFound();
      const today = utcToday(app.clock());
      const score = scoreOf(header, today);
      return {
        conversationID,
        level: score.level,
        matchedCount: score.matchedCount,
        criteria: score.criteria,
        tenant: {
          gender: header.tenantGender,
          age: header.tenantBirthDate === null ? null : ageOn(header.tenantBirthDate, today),
          occupation: header.tenantOccupation,
        },
        preferredTenant: {
          genders: header.preferredGenders,
          ageMin: header.preferredAgeMin,
          ageMax: header.preferredAgeMax,
          occupations: header.preferredOccupations,
        },
      };
    },
  );
};
