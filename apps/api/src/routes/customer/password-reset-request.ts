import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { clientKey } from '../../auth/client-address.js';
import { sometimesPurgeDeadCredentials } from '../../auth/credential-purge.js';
import {
  RESET_EMAILS_PER_ACCOUNT,
  RESET_REQUEST_PER_IP,
  perAddressRule,
} from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { enqueuePasswordReset } from '../../jobs/password-reset-job.js';
import { securityEvent } from '../../logging/security-event.js';

import { emailField } from './account.schema.js';
import { noContent } from './no-content.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/password-reset/request`. */
export const passwordResetRequestBody = z.object({ email: emailField });

/**
 * `POST /customer/password-reset/request`: when the address has an account, creates a
 * single-use reset token (SHA-256 stored, valid 60 minutes; earlier unused tokens of the user
 * stop working) and e-mails the reset link in the user's language. Both are done by a durable
 * job (`jobs/password-reset-job.ts`) whose payload is only the account id and the request time:
 * the token is created when the job runs, so no live link is ever stored. Always 204, whether the
 * address has an account or not (no account enumeration); at most 3 e-mails per address per
 * hour (more requests are answered 204 and send nothing). 429 after 10 requests per client
 * address in 15 minutes.
 */
export const passwordResetRequestRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/password-reset/request',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['customer'],
        summary: 'E-mail a password reset link (always 204)',
        body: passwordResetRequestBody,
        response: { 204: noContent, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const attempts = await hitRateLimit(
        db,
        perAddressRule(RESET_REQUEST_PER_IP, config.RATE_LIMIT_PER_IP_FACTOR),
        clientKey(request.ip),
        app.clock(),
      );
      if (attempts.limited) throw tooManyRequests(reply, attempts);

      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${request.body.email})`)
        .limit(1);
      if (user === undefined) return reply.status(204).send();
      const emails = await hitRateLimit(
        db,
        RESET_EMAILS_PER_ACCOUNT,
        user.email.toLowerCase(),
        app.clock(),
      );
      if (emails.limited) {
        securityEvent(request.log, 'password_reset_limited', {
          userId: user.id,
          address: request.ip,
        });
        return reply.status(204).send();
      }

      const now = new Date();
      // Only who and when: the job creates the token (see jobs/password-reset-job.ts for why).
      await enqueuePasswordReset(db, { userId: user.id, requestedAt: now.toISOString() });
      securityEvent(request.log, 'password_reset_requested', {
        userId: user.id,
        address: request.ip,
      });
      // Not awaited: the answer must not take longer for existing accounts than for unknown ones.
      sometimesPurgeDeadCredentials(db, now).catch((error: unknown) =>
        request.log.error({ err: error }, 'purging dead credentials failed'),
      );
      return reply.status(204).send();
    },
  );
};
