import { inviteRoutes } from './invite.js';
import { ownProfileRoutes } from './own-profile.js';
import { profilePhotoRoutes } from './profile-photo.js';
import { publicProfileRoute } from './public-profile.js';
import { reportProfileRoute } from './report-profile.js';

import type { TenantProfileRouteOptions } from './tenant-profile-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The tenant profile routes of issue 26, to be registered with `prefix: '/tenant'` (beside the
 * other `/tenant` routes): `GET`/`PUT /tenant/profile`, `POST`/`DELETE /tenant/profile/photo`,
 * `GET /tenant/public-profile/{tenantID}`, `GET /tenant/invite-options`, `POST /tenant/invite`.
 */
export const tenantProfileRoutes: FastifyPluginAsyncZod<TenantProfileRouteOptions> = async (
  app,
  { config, extraForbiddenWords },
) => {
  // Not the received options as such: they carry the prefix, which would apply twice.
  const options = { config, ...(extraForbiddenWords ? { extraForbiddenWords } : {}) };
  await app.register(ownProfileRoutes, options);
  await app.register(profilePhotoRoutes);
  await app.register(publicProfileRoute);
  await app.register(inviteRoutes, options);
  await app.register(reportProfileRoute);
};
