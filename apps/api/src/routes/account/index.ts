import { changePasswordRoute } from './change-password.js';
import { dashboardRoute } from './dashboard.js';
import { dataExportRoute } from './data-export.js';
import { deleteAccountRoute } from './delete-account.js';
import { emailSettingsRoutes } from './email-settings.js';
import { updateAccountRoute } from './update-account.js';

import type { CustomerRouteOptions } from '../customer/customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The account calls of issue 26 (§2 `/my-account`, `/account/settings`, `/dashboard`, GDPR
 * rights), registered inside the `/customer` routes: `PUT /customer/account`, `POST
 * /customer/change-password`, `GET`/`PUT /customer/settings`, `GET /customer/dashboard`, `GET
 * /customer/export`, `POST /customer/delete-account`.
 */
export const accountRoutes: FastifyPluginAsyncZod<CustomerRouteOptions> = async (app, options) => {
  await app.register(updateAccountRoute);
  await app.register(changePasswordRoute, options);
  await app.register(emailSettingsRoutes);
  await app.register(dashboardRoute);
  await app.register(dataExportRoute);
  await app.register(deleteAccountRoute, options);
};
