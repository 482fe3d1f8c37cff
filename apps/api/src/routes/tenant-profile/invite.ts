import {
  BusinessResultCode,
  ErrorCode,
  ListingArrivalSource,
  MessageKind,
  RoomsError,
} from '@rooms/domain';
import { and, desc, eq, sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { perUserMessagingRule, REACTION_PER_USER } from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { cities, conversations, listings } from '../../db/schema.js';
import { isVisibleStatus } from '../../db/visible-listings.js';
import { errorResponses } from '../../errors/error-body.js';
import { notifyNewMessage } from '../../messaging/new-message-notifier.js';
import { openConversation } from '../../messaging/open-conversation.js';
import { conversationBlocked, hasTenantReportedLandlord } from '../../messaging/report-block.js';
import {
  appendMessage,
  findMessageByClientKey,
  sendIdempotently,
} from '../../messaging/send-message.js';
import { canInviteTenants } from '../../tenant-profiles/invite-permission.js';
import { isTenantProfileShown } from '../../tenant-profiles/public-tenant-profile.js';

import { inviteBody, inviteOptionsResponse, inviteResponse } from './tenant-profile.schema.js';

import type { Db } from '../../db/database.js';
import type { TenantProfileRouteOptions } from './tenant-profile-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The caller's own active adverts (status 3, 4 or 10), newest first. */
function activeListingsOf(db: Db, landlordId: number) {
  return db
    .select({
      id: listings.id,
      title: sql<string>`coalesce(${listings.title}, '')`,
      cityName: cities.name,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(and(eq(listings.landlordId, landlordId), isVisibleStatus(listings.status)))
    .orderBy(desc(listings.id))
    .limit(100);
}

/**
 * `GET /tenant/invite-options` and `POST /tenant/invite` (issue 26 "A landlord can invite a tenant
 * to one of his active adverts").
 *
 * GET: whether the caller may invite (`canInviteTenants`) and the caller's active adverts (id,
 * title, city) to choose from; 401 anonymous.
 *
 * POST: the landlord starts (or continues: one conversation per tenant and advert) the
 * conversation about one of his active adverts with a tenant whose profile is shown, writing the
 * first message (an ordinary message; the conversation's arrival source is Invitation 4, ours).
 * Through the messaging code: the same message text rules (`messageTextField`), idempotency
 * with `idempotencyKey`, the reactions' rate limit (a new conversation each; 20 per hour per
 * user), and the new-message e-mail to the tenant. Errors (§8): 400 `invalid_request` for a
 * malformed body or text; 401 anonymous; 403 `http_403` for inviting oneself or when
 * `canInviteTenants` says no, `conversation_blocked` when the tenant reported a conversation with
 * the caller; 404 1015 when the advert is not the caller's or not active; 404 `http_404` when the
 * tenant's profile is not shown (hidden, incomplete, unknown, deleted); 429 `http_429`.
 */
export const inviteRoutes: FastifyPluginAsyncZod<TenantProfileRouteOptions> = async (
  app,
  { config },
) => {
  app.get(
    '/invite-options',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getTenantInviteOptions',
        tags: ['tenant'],
        summary: "Whether the caller may invite tenants, and the caller's active adverts",
        response: { 200: inviteOptionsResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      reply.header('cache-control', 'private, no-store');
      const canInvite = await canInviteTenants(db, userId);
      return { canInvite, listings: canInvite ? await activeListingsOf(db, userId) : [] };
    },
  );

  app.post(
    '/invite',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'inviteTenant',
        tags: ['tenant'],
        summary: 'Invite a tenant to one of your active adverts (you write first)',
        body: inviteBody,
        response: { 200: inviteResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const landlordId = currentUser(request).id;
      const { tenantID, listingID, message } = request.body;
      const clientKey = request.body.idempotencyKey ?? null;
      if (tenantID === landlordId) {
        throw new RoomsError({ code: ErrorCode.Http403, message: 'You cannot invite yourself' });
      }
      const [listing] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            eq(listings.id, listingID),
            eq(listings.landlordId, landlordId),
            isVisibleStatus(listings.status),
          ),
        );
      if (listing === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
      if (!(await canInviteTenants(db, landlordId))) {
        throw new RoomsError({ code: ErrorCode.Http403, message: 'You cannot invite tenants' });
      }
      if (!(await isTenantProfileShown(db, tenantID))) {
        throw new RoomsError({ code: ErrorCode.Http404, message: 'Tenant profile not found' });
      }

      const earlier =
        clientKey === null ? null : await findMessageByClientKey(db, landlordId, clientKey);
      if (earlier === null) {
        if (await hasTenantReportedLandlord(db, tenantID, landlordId)) throw conversationBlocked();
        const limit = await hitRateLimit(
          db,
          perUserMessagingRule(REACTION_PER_USER, config.MESSAGE_RATE_LIMIT_FACTOR),
          String(landlordId),
          app.clock(),
        );
        if (limit.limited) throw tooManyRequests(reply, limit);
      }

      let isNewConversation = false;
      const { message: stored, duplicate } =
        earlier !== null
          ? { message: earlier, duplicate: true }
          : await sendIdempotently(db, clientKey, landlordId, async (tx) => {
              const conversation = await openConversation(tx, {
                listingId: listingID,
                tenantId: tenantID,
                landlordId,
                arrivalSource: ListingArrivalSource.Invitation,
              });
              isNewConversation = conversation.isNew;
              return appendMessage(tx, {
                conversationId: conversation.id,
                senderId: landlordId,
                kind: MessageKind.Message,
                body: message,
                clientKey,
              });
            });

      if (duplicate) {
        // The key belongs to an earlier message: answer as then, if it was this invitation.
        const [about] = await db
          .select({ listingId: conversations.listingId, tenantId: conversations.tenantId })
          .from(conversations)
          .where(eq(conversations.id, stored.conversationId));
        if (
          about?.listingId !== listingID ||
          about.tenantId !== tenantID ||
          stored.body !== message
        ) {
          throw new RoomsError({
            code: ErrorCode.InvalidRequest,
            message: 'This idempotency key was used for another message',
            data: { fields: [{ field: 'body.idempotencyKey', message: 'already used' }] },
          });
        }
        return {
          conversationID: stored.conversationId,
          messageID: stored.id,
          isNewConversation: false,
        };
      }

      notifyNewMessage(db, config.SITE_URL, {
        conversationId: stored.conversationId,
        senderId: landlordId,
      }).catch((error: unknown) =>
        request.log.error({ err: error }, 'new-message e-mail not queued'),
      );
      return { conversationID: stored.conversationId, messageID: stored.id, isNewConversation };
    },
  );
};
