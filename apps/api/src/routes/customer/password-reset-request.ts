import { isLocale } from '@rooms/i18n';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';

import { sometimesPurgeDeadCredentials } from '../../auth/credential-purge.js';
import {
  RESET_EMAILS_PER_ACCOUNT,
  RESET_REQUEST_PER_IP,
  perAddressRule,
} from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { hashToken, newToken } from '../../auth/session-store.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { enqueueEmail } from '../../jobs/email-jobs.js';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetEmail } from '../../mail/password-reset-email.js';

import { emailField } from './account.schema.js';
import { noContent } from './no-content.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/password-reset/request`. */
export const passwordResetRequestBody = z.object({ email: emailField });

/**
 * `POST /customer/password-reset/request`: when the address has an account, creates a
 * single-use reset token (SHA-256 stored, valid 60 minutes; earlier unused tokens of the user
 * stop working) and queues the e-mail with the reset link in the user's language (a durable job,
 * `jobs/email-jobs.ts`, committed with the token). Always 204, whether the
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
        request.ip,
        app.clock(),
      );
      if (attempts.limited) throw tooManyRequests(reply, attempts);

      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
        })
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
      if (emails.limited) return reply.status(204).send();

      const token = newToken();
      const now = new Date();
      const message = passwordResetEmail({
        to: user.email,
        firstName: user.firstName,
        locale: isLocale(user.locale) ? user.locale : 'nl',
        siteUrl: config.SITE_URL,
        token,
      });
      // The token and its e-mail job commit together: no e-mail for a token that was not
      // stored, no stored token whose e-mail was never queued.
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
        });
        await enqueueEmail(tx, message);
      });
      // Not awaited: the answer must not take longer for existing accounts than for unknown ones.
      sometimesPurgeDeadCredentials(db, now).catch((error: unknown) =>
        request.log.error({ err: error }, 'purging dead credentials failed'),
      );
      return reply.status(204).send();
    },
  );
};
