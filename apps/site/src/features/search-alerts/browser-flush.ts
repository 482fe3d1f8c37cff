import { browserAlertApi } from './alert-api';
import { flushAnonymousAlerts } from './anonymous-alerts-flush';
import { browserAlertStorage } from './anonymous-alerts-storage';

import type { FlushOutcome } from './anonymous-alerts-flush';
import type { Locale } from '@rooms/i18n';

/** The page's language from `<html lang>` (the alerts' e-mails are sent in it). */
function pageLanguage(): Locale {
  return document.documentElement.lang.startsWith('en') ? 'en' : 'nl';
}

/**
 * The §4 flush in the browser: `localStorage`, the same-origin API client, the page's language;
 * failures go to the console (the site's report path for browser failures), never to the page.
 *
 * @returns what the flush did; never rejects
 */
export async function flushBrowserAnonymousAlerts(): Promise<FlushOutcome> {
  const storage = browserAlertStorage();
  if (storage === null) return 'empty';
  const language = pageLanguage();
  return flushAnonymousAlerts({
    storage,
    api: await browserAlertApi(language),
    language,
    report: (message, error) => console.error(message, error),
  });
}
