import { ErrorCode, RoomsError } from '@rooms/domain';

import { errorResponses } from '../../errors/error-body.js';
import { loadPublicTenantProfile } from '../../tenant-profiles/public-tenant-profile.js';

import { publicProfileParams, publicProfileResponse } from './tenant-profile.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Cache policy of a public profile: `private, no-store`. The answer is personal data (a name, a
 * photo, a budget) that must disappear the moment the tenant hides the profile or deletes the
 * account, so no shared cache (CDN, proxy) may keep a copy — not even for a short s-maxage,
 * which would keep showing a profile its owner has just hidden. The site renders the page per
 * request anyway (it shows the viewer's own invite button).
 */
export const PUBLIC_PROFILE_CACHE_CONTROL = 'private, no-store';

/**
 * `GET /tenant/public-profile/{tenantID}` (issue 26, §2 `/offer-a-home/tenant/{tenantID}/{source}`):
 * what anyone (signed in or not) may see of a tenant: first name only, photo, age band (never a
 * date of birth), occupation, languages, cities sought, budget, move-in date, periods, household,
 * smoker, pets, roommate wishes, introduction, last active (to the day) and member since.
 *
 * 200; 400 for an id that is not a number; 404 `http_404` when the profile is hidden, not
 * complete (not searchable), was never made, or the account is unknown or deleted — one answer
 * for all, so nothing tells them apart.
 */
export const publicProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-profile/:tenantID',
    {
      schema: {
        operationId: 'getPublicTenantProfile',
        tags: ['tenant'],
        summary: "A tenant's public profile (only visible, complete profiles)",
        params: publicProfileParams,
        response: { 200: publicProfileResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_PROFILE_CACHE_CONTROL);
      const profile = await loadPublicTenantProfile(app.database.db, request.params.tenantID);
      if (profile === null) {
        throw new RoomsError({ code: ErrorCode.Http404, message: 'Tenant profile not found' });
      }
      return profile;
    },
  );
};
