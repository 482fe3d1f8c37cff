import { advertDecisionRoutes } from './advert-decisions.js';
import { auditLogRoute } from './audit-log.js';
import { dismissReportRoute } from './dismiss-report.js';
import { dismissScamSignalsRoute } from './dismiss-scam-signals.js';
import { overviewRoute } from './overview.js';
import { queueRoutes } from './queue-routes.js';
import { reportedConversationRoute } from './reported-conversation.js';
import { userBlockRoutes } from './user-blocks.js';

import type { ModerationRouteOptions } from './moderation.schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The back office of issue 28, to be registered with `prefix: '/moderation'`: overview, the
 * four queues, a reported conversation's messages, the audit log, and the decisions on adverts,
 * accounts and reports. Every route answers 404 to anyone who is not staff.
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRouteOptions> = async (
  app,
  { config },
) => {
  // Not the options themselves: they carry the prefix, which the children would add again.
  const options = { config };
  await app.register(overviewRoute);
  await app.register(queueRoutes);
  await app.register(reportedConversationRoute);
  await app.register(auditLogRoute);
  await app.register(advertDecisionRoutes, options);
  await app.register(userBlockRoutes, options);
  await app.register(dismissReportRoute);
  await app.register(dismissScamSignalsRoute);
};
