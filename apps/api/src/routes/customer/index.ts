import { verifyDummyPassword } from '../../auth/password.js';
import { accountRoutes } from '../account/index.js';

import { loginRoute } from './login.js';
import { logoutAllRoute } from './logout-all.js';
import { logoutRoute } from './logout.js';
import { passwordResetConfirmRoute } from './password-reset-confirm.js';
import { passwordResetRequestRoute } from './password-reset-request.js';
import { registerConfirmRoute } from './register-confirm.js';
import { registerRoute } from './register.js';
import { viewAccountRoute } from './view-account.js';
import { viewRoute } from './view.js';

import type { ApiConfig } from '../../env.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Options of {@link customerRoutes}. */
export interface CustomerRoutesOptions {
  config: ApiConfig;
}

/**
 * The accounts routes of the legacy login mode (§2, §7 "Authentication and user"), to be
 * registered with `prefix: '/customer'`: register and its confirmation, login, logout, logout-all, password reset
 * request and confirm, view and viewaccount, and the account calls of `routes/account`.
 */
export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (
  app,
  options,
) => {
  // Compute the dummy hash before the first login for an unknown address, which would otherwise take twice as long.
  app.addHook('onReady', async () => {
    await verifyDummyPassword('');
  });
  const routeOptions = { config: options.config };
  await app.register(registerRoute, routeOptions);
  await app.register(registerConfirmRoute, routeOptions);
  await app.register(loginRoute, routeOptions);
  await app.register(logoutRoute, routeOptions);
  await app.register(logoutAllRoute, routeOptions);
  await app.register(passwordResetRequestRoute, routeOptions);
  await app.register(passwordResetConfirmRoute, routeOptions);
  await app.register(viewRoute);
  await app.register(viewAccountRoute);
  await app.register(accountRoutes, routeOptions);
};
