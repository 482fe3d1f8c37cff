import { InboxType, UserPageRole } from '@rooms/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { cities, conversations, listings, streets } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  inboxCondition,
  isUnreadSql,
  LISTING_SUMMARY_COLUMNS,
  me,
  selectConversations,
  them,
  toConversationListing,
} from '../../messaging/conversation-queries.js';

import {
  conversationListing,
  inboxRowsPerPageField,
  inboxTypeQueryField,
  pageNoField,
} from './conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /conversation/listings`. */
export const conversationListingsQuery = z.object({
  pageNo: pageNoField,
  rowsPerPage: inboxRowsPerPageField,
  inboxType: inboxTypeQueryField.default(InboxType.Default),
});

/** One advert of the landlord's grouped inbox. */
export const conversationListingGroup = z.object({
  listing: conversationListing,
  conversationCount: z.number().int().describe('Conversations about it in this inbox type'),
  unreadConversationCount: z.number().int(),
  lastMessageAt: z.iso.datetime().describe('Latest message of these conversations (UTC)'),
});

/** Answer of `GET /conversation/listings`. */
export const conversationListingsResponse = z.object({
  items: z.array(conversationListingGroup),
  totalCount: z.number().int().describe('Adverts with conversations in this inbox type'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});

/**
 * `GET /conversation/listings?pageNo=&rowsPerPage=&inboxType=` (§7): the landlord's view of
 * the inbox grouped by advert — the signed-in user's own adverts that have conversations in
 * the inbox type (§4 folder rules), with how many, how many unread and the latest message,
 * latest activity first. Open one advert's conversations with `my-conversations?listingID=`.
 * Only conversations in which the caller is the landlord.
 *
 * 200; 400 `invalid_request` for bad paging or inbox type; 401 anonymous.
 */
export const conversationListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getConversationListings',
        tags: ['conversation'],
        summary: "The landlord's conversations grouped by advert",
        querystring: conversationListingsQuery,
        response: { 200: conversationListingsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { pageNo, rowsPerPage, inboxType } = request.query;
      const where = and(eq(me.role, UserPageRole.Landlord), inboxCondition(inboxType));
      const lastMessageAt = sql<Date>`max(${conversations.lastMessageAt})`.mapWith(
        conversations.lastMessageAt,
      );

      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...LISTING_SUMMARY_COLUMNS,
            conversationCount: count(),
            unreadConversationCount: sql<number>`(count(*) filter (where ${isUnreadSql}))::integer`,
            lastMessageAt,
          })
          .from(me)
          .innerJoin(conversations, eq(conversations.id, me.conversationId))
          .innerJoin(
            them,
            and(eq(them.conversationId, conversations.id), ne(them.userId, me.userId)),
          )
          .innerJoin(listings, eq(listings.id, conversations.listingId))
          .innerJoin(cities, eq(cities.id, listings.cityId))
          .innerJoin(streets, eq(streets.id, listings.streetId))
          .where(and(eq(me.userId, userId), where))
          .groupBy(listings.id, cities.id, streets.id)
          .orderBy(desc(lastMessageAt), desc(listings.id))
          .limit(rowsPerPage)
          .offset((pageNo - 1) * rowsPerPage),
        selectConversations(
          db,
          userId,
          { count: sql<number>`count(distinct ${conversations.listingId})::integer` },
          { where },
        ),
      ]);
      return {
        items: rows.map((row) => ({
          listing: toConversationListing(row),
          conversationCount: row.conversationCount,
          unreadConversationCount: row.unreadConversationCount,
          lastMessageAt: row.lastMessageAt.toISOString(),
        })),
        totalCount: total?.count ?? 0,
        pageNo,
        rowsPerPage,
      };
    },
  );
};
