import { alertPreviewRoute } from './alert-preview.js';
import { alertUnsubscribeRoutes } from './alert-unsubscribe.js';
import { emailPreferencesRoutes } from './email-preferences.js';
import { myAlertsRoutes } from './my-alerts.js';
import { saveAlertToSessionRoute } from './save-alert-to-session.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The search alert routes (§7 "Alerts"), to be registered with `prefix: '/alert'`: the user's
 * own alerts (signed in), saving one with the tenant profile's visibility (`savealerttosession`), the preview, unsubscribing from an e-mail (no sign-in) and the e-mail
 * preferences (signed in).
 */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myAlertsRoutes);
  await app.register(saveAlertToSessionRoute);
  await app.register(alertPreviewRoute);
  await app.register(alertUnsubscribeRoutes);
  await app.register(emailPreferencesRoutes);
};
