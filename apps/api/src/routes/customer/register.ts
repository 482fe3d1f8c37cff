import { z } from 'zod';

import { clientKey } from '../../auth/client-address.js';
import { hashPassword } from '../../auth/password.js';
import { sometimesPurgeExpiredRegistrations } from '../../auth/pending-registrations.js';
import { REGISTER_PER_IP, perAddressRule } from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { pendingRegistrations } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { enqueueRegistrationEmail } from '../../jobs/registration-job.js';
import { securityEvent } from '../../logging/security-event.js';
import { REGISTRATION_LINK_TTL_HOURS } from '../../mail/registration-emails.js';
import {
  REFERRAL_CODE_MAX_INPUT,
  normalizeReferralCode,
} from '../../payments/referrals/referral-codes.js';

import { emailField, localeField, nameField, newPasswordField } from './account.schema.js';

import type { RateLimitRule } from '../../auth/rate-limiter.js';
import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/register`. */
export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField.describe(
    'First name: letters, spaces, apostrophes, hyphens and full stops; not a web address',
  ),
  lastName: nameField.optional().describe('Last name (same rule as the first name)'),
  locale: localeField.optional().describe("Language of the user's e-mails; default nl"),
  referralCode: z
    .string()
    .max(REFERRAL_CODE_MAX_INPUT)
    .optional()
    .describe(
      'The referral code of the sign-up link (?ref=), trimmed and upper-cased; a malformed or unknown code is ignored',
    ),
});

/** The 202 answer of `POST /customer/register`: the same for every address. */
export const registerAccepted = z
  .object({
    status: z
      .literal('email_sent')
      .describe(
        'An e-mail went to the address: a confirmation link for a new account, or a notice to the owner of an existing one',
      ),
  })
  .describe('Sign-up received; the next step is in the e-mail');

/**
 * Sign-up e-mails to one address: 3 per hour (counted on the lower-cased address, whether it
 * has an account or not). More sign-ups are answered 202 like any other and send nothing, so
 * the form cannot be used to flood someone's inbox.
 */
export const REGISTER_EMAILS_PER_ADDRESS: RateLimitRule = {
  name: 'register-address',
  limit: 3,
  windowSeconds: 60 * 60,
};

/**
 * `POST /customer/register` (§2 legacy login mode; issue 23: sign-up does not reveal which
 * addresses have accounts). Every valid sign-up gets the same 202 `{ status: 'email_sent' }`
 * after the same work — the password hashed (argon2id), a pending registration stored and a
 * sign-up e-mail job queued in one transaction — whether the address has an account or not;
 * nobody is signed in. The job (`jobs/registration-job.ts`) then e-mails either the link that
 * creates the account (`POST /customer/register/confirm`, valid 24 hours) or, to the owner of an
 * existing account, a notice with links to sign in and to reset the password. A `referralCode`
 * (issue 27) is kept with the pending registration when it is well formed and links the new
 * account to its owner when the account is created; it is never looked up here, so the answer
 * says nothing about whether a code exists, and a malformed or unknown code changes nothing. 400
 * invalid_request for a bad field (names: `nameField`); 429 after 10 sign-ups per hour from one
 * client; beyond 3 per hour to one address nothing is sent (still 202).
 */
export const registerRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/register',
    {
      schema: {
        operationId: 'registerCustomer',
        tags: ['customer'],
        summary: 'Sign up: e-mails a confirmation link (or, for a taken address, a notice)',
        body: registerBody,
        response: { 202: registerAccepted, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const attempts = await hitRateLimit(
        db,
        perAddressRule(REGISTER_PER_IP, config.RATE_LIMIT_PER_IP_FACTOR),
        clientKey(request.ip),
        app.clock(),
      );
      if (attempts.limited) throw tooManyRequests(reply, attempts);

      const { email, password, firstName, lastName, locale, referralCode } = request.body;
      // Hashed whatever happens next, so every branch costs the same time.
      const passwordHash = await hashPassword(password);
      const emails = await hitRateLimit(
        db,
        REGISTER_EMAILS_PER_ADDRESS,
        email.toLowerCase(),
        app.clock(),
      );
      const now = new Date();
      if (emails.limited) {
        securityEvent(request.log, 'registration_limited', { address: request.ip });
      } else {
        await db.transaction(async (tx) => {
          const [pending] = await tx
            .insert(pendingRegistrations)
            .values({
              email,
              passwordHash,
              firstName,
              lastName: lastName ?? '',
              locale: locale ?? 'nl',
              referralCode: normalizeReferralCode(referralCode),
              expiresAt: new Date(now.getTime() + REGISTRATION_LINK_TTL_HOURS * 60 * 60 * 1000),
            })
            .returning({ id: pendingRegistrations.id });
          await enqueueRegistrationEmail(tx, { pendingRegistrationId: pending!.id });
        });
      }
      // Not awaited: the answer must not take longer now and then.
      sometimesPurgeExpiredRegistrations(db, now).catch((error: unknown) =>
        request.log.error({ err: error }, 'purging expired registrations failed'),
      );
      return reply.status(202).send({ status: 'email_sent' });
    },
  );
};
