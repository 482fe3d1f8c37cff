import { autoReplyRoute } from './auto-reply.js';
import { conversationDetailsRoute } from './conversation-details.js';
import { conversationListingsRoute } from './conversation-listings.js';
import { listingReactionRoute } from './listing-reaction.js';
import { markConversationRoute } from './mark-conversation.js';
import { matchScoreDetailsRoute } from './match-score-details.js';
import { myConversationsRoute } from './my-conversations.js';
import { reportConversationRoute } from './report-conversation.js';
import { sendMessageRoute } from './send-message.js';

import type { ApiConfig } from '../../env.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Options of {@link conversationRoutes}. */
export interface ConversationRoutesOptions {
  config: ApiConfig;
}

/**
 * The conversation routes of §7 "Conversations", to be registered with
 * `prefix: '/conversation'`: listing-reaction (GET, POST), auto-reply (GET, POST),
 * my-conversations, listings, details, send-message, mark, match-score-details and abuse.
 * All need a signed-in user and act only on the caller's own conversations.
 */
export const conversationRoutes: FastifyPluginAsyncZod<ConversationRoutesOptions> = async (
  app,
  options,
) => {
  const routeOptions = { config: options.config };
  await app.register(listingReactionRoute, routeOptions);
  await app.register(autoReplyRoute);
  await app.register(myConversationsRoute);
  await app.register(conversationListingsRoute);
  await app.register(conversationDetailsRoute);
  await app.register(sendMessageRoute, routeOptions);
  await app.register(markConversationRoute);
  await app.register(matchScoreDetailsRoute);
  await app.register(reportConversationRoute);
};
