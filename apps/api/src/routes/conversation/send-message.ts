import { ErrorCode, MessageKind, RoomsError } from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { perUserMessagingRule, SEND_MESSAGE_PER_USER } from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { errorResponses } from '../../errors/error-body.js';
import { isOtherParticipantUnreachable } from '../../messaging/deleted-participant.js';
import { notifyNewMessage } from '../../messaging/new-message-notifier.js';
import { conversationBlocked, isReportedByOtherParticipant } from '../../messaging/report-block.js';
import {
  appendMessage,
  findActiveParticipant,
  findMessageByClientKey,
  sendIdempotently,
} from '../../messaging/send-message.js';

import { conversationMessage } from './conversation-details.js';
import { conversationNotFound } from './conversation-not-found.js';
import { bodyId, idempotencyKeyField, messageTextField } from './conversation.schema.js';

import type { Db, Tx } from '../../db/database.js';
import type { StoredMessage } from '../../messaging/send-message.js';
import type { ConversationRouteOptions } from './conversation-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /conversation/send-message`. */
export const sendMessageBody = z.object({
  conversationID: bodyId('Conversation id'),
  message: messageTextField,
  idempotencyKey: idempotencyKeyField,
});

/** Answer of `POST /conversation/send-message`: the stored message (the first one on a retry). */
export const sendMessageResponse = conversationMessage.extend({
  conversationID: z.number().int(),
});

function toAnswer(message: StoredMessage) {
  return {
    conversationID: message.conversationId,
    messageID: message.id,
    seq: message.seq,
    kind: message.kind,
    text: message.body,
    sentAt: message.createdAt.toISOString(),
    isMine: true,
  };
}

/**
 * Whether the sender may not write in the conversation: the other participant reported it,
 * deleted their account (issue 26) or was blocked by a moderator (issue 28).
 */
async function mayNotWrite(db: Db | Tx, conversationId: number, senderId: number) {
  return (
    (await isReportedByOtherParticipant(db, conversationId, senderId)) ||
    (await isOtherParticipantUnreachable(db, conversationId, senderId))
  );
}

/**
 * `POST /conversation/send-message` (§7): the signed-in participant sends a message in a
 * conversation. The text is stored exactly as typed. Idempotent with the client's
 * `idempotencyKey`: a retry (even concurrent) stores nothing new and answers with the first
 * message. Concurrent sends are numbered in commit order without gaps (`seq`). The other
 * participant is e-mailed at most once per conversation per 15 minutes; a conversation in
 * their trash (or deleted) comes back to their inbox.
 *
 * 200 with the message; 400 `invalid_request` for a malformed body, an unacceptable text
 * (blank, over 4000 characters, control characters) or a key already used for another
 * message; 401 anonymous; 404 `http_404` when the conversation does not exist, is not the
 * caller's or was deleted by the caller (nothing stored); 403 `conversation_blocked` when the
 * other participant reported the conversation (`messaging/report-block.ts`: the reported person
 * can no longer write to the reporter; nothing stored, not counted) or deleted their account
 * (issue 26); 429 `http_429` after 30 messages per user per minute.
 */
export const sendMessageRoute: FastifyPluginAsyncZod<ConversationRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/send-message',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'sendMessage',
        tags: ['conversation'],
        summary: 'Send a message in a conversation (idempotent with a client key)',
        body: sendMessageBody,
        response: { 200: sendMessageResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const senderId = currentUser(request).id;
      const { conversationID, message, idempotencyKey } = request.body;

      const sameKey = (stored: StoredMessage) => {
        if (stored.conversationId !== conversationID || stored.body !== message) {
          throw new RoomsError({
            code: ErrorCode.InvalidRequest,
            message: 'This idempotency key was used for another message',
            data: { fields: [{ field: 'body.idempotencyKey', message: 'already used' }] },
          });
        }
        return toAnswer(stored);
      };
      const earlier = await findMessageByClientKey(db, senderId, idempotencyKey);
      if (earlier !== null) return sameKey(earlier);

      if ((await findActiveParticipant(db, conversationID, senderId)) === null) {
        throw conversationNotFound();
      }
      if (await mayNotWrite(db, conversationID, senderId)) throw conversationBlocked();
      const limit = await hitRateLimit(
        db,
        perUserMessagingRule(SEND_MESSAGE_PER_USER, config.MESSAGE_RATE_LIMIT_FACTOR),
        String(senderId),
        app.clock(),
      );
      if (limit.limited) throw tooManyRequests(reply, limit);

      const sent = await sendIdempotently(db, idempotencyKey, senderId, async (tx) => {
        // Checked again inside the transaction, on the caller's participant row.
        if ((await findActiveParticipant(tx, conversationID, senderId)) === null) {
          throw conversationNotFound();
        }
        if (await mayNotWrite(tx, conversationID, senderId)) throw conversationBlocked();
        return appendMessage(tx, {
          conversationId: conversationID,
          senderId,
          kind: MessageKind.Message,
          body: message,
          clientKey: idempotencyKey,
        });
      });
      if (sent.duplicate) return sameKey(sent.message);

      notifyNewMessage(db, config.SITE_URL, {
        conversationId: conversationID,
        senderId,
      }).catch((error: unknown) =>
        request.log.error({ err: error }, 'new-message e-mail not queued'),
      );
      return toAnswer(sent.message);
    },
  );
};
