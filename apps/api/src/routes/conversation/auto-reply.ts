import {
  ErrorCode,
  MESSAGE_MAX_LENGTH,
  MessageTextProblem,
  messageTextProblem,
  RoomsError,
} from '@rooms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { conversationAutoReplies } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { ownStudentHouse } from '../../student-houses/student-house-store.js';

import { bodyId, queryId } from './conversation.schema.js';

import type { Db } from '../../db/database.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /conversation/auto-reply`. */
export const autoReplyQuery = z.object({
  studentHouseID: queryId(
    'Student house whose auto-reply to read (one of your student houses, else 404); without it, the general auto-reply',
  ).optional(),
});

/** A landlord's auto-reply (`GET` answer, `POST` answer). */
export const autoReply = z.object({
  studentHouseID: z
    .number()
    .int()
    .nullable()
    .describe('The student house it applies to; null for the general auto-reply'),
  isEnabled: z.boolean().describe('Whether it is sent on a new reaction'),
  message: z.string().describe('The text, exactly as typed; empty when never set'),
  updatedAt: z.iso
    .datetime()
    .nullable()
    .describe('Last change (UTC, ISO 8601); null when never set'),
});

/** Body of `POST /conversation/auto-reply`. */
export const autoReplyBody = z.object({
  studentHouseID: bodyId(
    'Student house the auto-reply applies to (one of your student houses, else 404); null or absent for the general one',
  )
    .nullable()
    .optional(),
  isEnabled: z.boolean(),
  message: z
    .string()
    .max(MESSAGE_MAX_LENGTH * 2)
    .describe(
      `The text exactly as typed, at most ${MESSAGE_MAX_LENGTH} characters; required (not blank) when isEnabled`,
    ),
});

/**
 * Checks the auto-reply's student house before anything is read or stored, so no row can be
 * keyed on an arbitrary number: it must be one of the landlord's houses.
 *
 * @param db the database
 * @param studentHouseId the id sent, or null for the general auto-reply
 * @param landlordId the signed-in landlord
 * @throws RoomsError `http_404` when the house does not exist or is another landlord's
 */
async function assertOwnStudentHouse(
  db: Db,
  studentHouseId: number | null,
  landlordId: number,
): Promise<void> {
  if (studentHouseId !== null) await ownStudentHouse(db, studentHouseId, landlordId);
}

function houseCondition(studentHouseId: number | null) {
  return studentHouseId === null
    ? isNull(conversationAutoReplies.studentHouseId)
    : eq(conversationAutoReplies.studentHouseId, studentHouseId);
}

/**
 * `GET /conversation/auto-reply?studentHouseID=` and `POST /conversation/auto-reply` (§7):
 * the signed-in landlord's automatic reply to new reactions, one general (no student house)
 * and one per student house. On a new reaction the reply of the listing's student house is
 * sent, else the general one, when enabled. Only the caller's own auto-replies: the landlord
 * comes from the session.
 *
 * GET answers the stored reply, or a disabled empty one when none was set. POST stores it and
 * answers it. 400 `invalid_request` for a malformed body or an enabled reply with an
 * unacceptable text (blank, over 4000 characters, control characters); 401 anonymous; 404
 * `http_404` for a `studentHouseID` that does not exist or is another landlord's (nothing read
 * or stored).
 */
export const autoReplyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auto-reply',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getAutoReply',
        tags: ['conversation'],
        summary: "The signed-in landlord's auto-reply to new reactions",
        querystring: autoReplyQuery,
        response: { 200: autoReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const studentHouseId = request.query.studentHouseID ?? null;
      await assertOwnStudentHouse(app.database.db, studentHouseId, currentUser(request).id);
      const [row] = await app.database.db
        .select({
          isEnabled: conversationAutoReplies.isEnabled,
          message: conversationAutoReplies.body,
          updatedAt: conversationAutoReplies.updatedAt,
        })
        .from(conversationAutoReplies)
        .where(
          and(
            eq(conversationAutoReplies.landlordId, currentUser(request).id),
            houseCondition(studentHouseId),
          ),
        );
      return {
        studentHouseID: studentHouseId,
        isEnabled: row?.isEnabled ?? false,
        message: row?.message ?? '',
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/auto-reply',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'saveAutoReply',
        tags: ['conversation'],
        summary: "Set the signed-in landlord's auto-reply to new reactions",
        body: autoReplyBody,
        response: { 200: autoReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { isEnabled, message } = request.body;
      const studentHouseId = request.body.studentHouseID ?? null;
      await assertOwnStudentHouse(app.database.db, studentHouseId, currentUser(request).id);
      const problem = messageTextProblem(message);
      // A disabled reply may be blank; it must still be storable text.
      if (problem !== null && (isEnabled || problem !== MessageTextProblem.Empty)) {
        throw new RoomsError({
          code: ErrorCode.InvalidRequest,
          data: { reason: problem, fields: [{ field: 'body.message', message: problem }] },
        });
      }
      const [saved] = await app.database.db
        .insert(conversationAutoReplies)
        .values({
          landlordId: currentUser(request).id,
          studentHouseId,
          isEnabled,
          body: message,
        })
        .onConflictDoUpdate({
          target: [conversationAutoReplies.landlordId, conversationAutoReplies.studentHouseId],
          set: { isEnabled, body: message, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: conversationAutoReplies.updatedAt });
      return {
        studentHouseID: studentHouseId,
        isEnabled,
        message,
        updatedAt: saved!.updatedAt.toISOString(),
      };
    },
  );
};
