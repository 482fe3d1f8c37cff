import {
  ErrorCode,
  findForbiddenText,
  forbiddenTextCode,
  RoomsError,
  SiteLanguage,
} from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { forbiddenWords } from '../../listing-wizard/wizard-text.js';
import {
  citiesByIds,
  loadOwnProfile,
  saveProfileFields,
} from '../../tenant-profiles/tenant-profile-store.js';
import { refreshTenantProfile } from '../../tenant-search/tenant-index.js';

import { ownProfileResponse, saveProfileBody } from './tenant-profile.schema.js';

import type { Db } from '../../db/database.js';
import type { OwnTenantProfile } from '../../tenant-profiles/tenant-profile-store.js';
import type { TenantProfileRouteOptions } from './tenant-profile-route-options.js';
import type { Locale, TenantAgeBand } from '@rooms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `PUT /tenant/profile`: the fields and the language the tenant writes in. */
const putProfileBody = saveProfileBody.extend({
  locale: z
    .enum([SiteLanguage.Dutch, SiteLanguage.English])
    .optional()
    .describe(
      "Language the tenant writes in: forbidden text is refused with 10064 for 'nl', 10065 for 'en'; default the account's language",
    ),
});

/** The own profile as answered (dates as ISO text). */
export function toOwnProfileAnswer(profile: OwnTenantProfile) {
  return {
    ...profile,
    completeness: { ...profile.completeness, missing: [...profile.completeness.missing] },
    updatedAt: profile.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The caller's own profile.
 *
 * @throws RoomsError http_404 when the account is gone (deleted meanwhile)
 */
export async function ownProfileOrNotFound(db: Db, userId: number): Promise<OwnTenantProfile> {
  const profile = await loadOwnProfile(db, userId);
  if (profile === null) throw new RoomsError({ code: ErrorCode.Http404 });
  return profile;
}

/**
 * `GET /tenant/profile` and `PUT /tenant/profile` (issue 26, §2 `/public-profile`): the signed-in
 * user's own tenant profile. Always the caller's own: the user comes from the session, never from
 * the request, so another user's profile cannot be read or edited here.
 *
 * GET: every field, the photo and the completeness (`tenantProfileCompleteness` of
 * @rooms/domain); the empty default (visible, nothing filled) before the first save.
 *
 * PUT: replaces the fields (upsert), occupation on the account; writes `searchable` and
 * `completeness` computed from what was saved (and the current photo); answers like GET.
 * 400 `invalid_request` (`data.fields`) for a field outside TENANT_PROFILE_LIMITS or of a wrong
 * type, an unknown field (no surname, date of birth or contact field exists), a city id that
 * does not exist, more than 5 cities, control characters; 400 10064 (nl) / 10065 (en) with
 * `data.findings` for contact details, links or forbidden words in the introduction; 401
 * anonymous; 403 for a cross-site request.
 */
export const ownProfileRoutes: FastifyPluginAsyncZod<TenantProfileRouteOptions> = async (
  app,
  options,
) => {
  const words = forbiddenWords(options.extraForbiddenWords ?? []);

  app.get(
    '/profile',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getOwnTenantProfile',
        tags: ['tenant'],
        summary: "The caller's own tenant profile and its completeness",
        response: { 200: ownProfileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const profile = await ownProfileOrNotFound(app.database.db, currentUser(request).id);
      return toOwnProfileAnswer(profile);
    },
  );

  app.put(
    '/profile',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'saveOwnTenantProfile',
        tags: ['tenant'],
        summary: "Save the caller's tenant profile (all fields)",
        body: putProfileBody,
        response: { 200: ownProfileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const user = currentUser(request);
      const { locale, ...fields } = request.body;
      const introduction = fields.introduction.trim();
      const findings = findForbiddenText(introduction, { words });
      if (findings.length > 0) {
        throw new RoomsError({
          code: forbiddenTextCode((locale ?? user.locale) as Locale),
          message: `Contact details, links and some words are not allowed in a profile. Remove: ${findings
            .map((finding) => `"${finding.text}"`)
            .join(', ')}`,
          data: { findings: findings.map((finding) => ({ ...finding, field: 'introduction' })) },
        });
      }
      const known = await citiesByIds(db, fields.cityIds);
      if (known.length !== fields.cityIds.length) {
        const unknown = fields.cityIds.filter((id) => !known.some((city) => city.id === id));
        throw new RoomsError({
          code: ErrorCode.InvalidRequest,
          status: 400,
          message: 'Unknown city',
          data: {
            fields: [{ field: 'body.cityIds', message: `unknown city id: ${unknown.join(', ')}` }],
          },
        });
      }
      await saveProfileFields(db, user.id, {
        ...fields,
        introduction,
        ageBand: fields.ageBand as TenantAgeBand | null,
      });
      // The writer's next tenant search shows the change (other instances within a minute).
      await refreshTenantProfile(app.database, user.id);
      reply.header('cache-control', 'private, no-store');
      return toOwnProfileAnswer(await ownProfileOrNotFound(db, user.id));
    },
  );
};
