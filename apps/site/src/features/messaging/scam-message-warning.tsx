import { getT, pathFor } from '@rooms/i18n';
import { ScamWarning, scamWarningTexts } from '@rooms/ui/scam-warning';
import { cache } from 'react';

import type { ScamSignal } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** The warning's texts, read once per language and request. */
const textsOf = cache(async (locale: Locale) =>
  scamWarningTexts(await getT(locale, 'scamWarning')),
);

/**
 * The scam warning under a message the tenant received (issue 28 "Scam warnings"): the advice of
 * the tenant safety page for the signs `scamSignals` found in it, with a link to that page. A
 * server component: the conversation page sends no script for it.
 */
export async function ScamMessageWarning({
  locale,
  signals,
}: {
  locale: Locale;
  signals: readonly ScamSignal[];
}) {
  if (signals.length === 0) return null;
  return (
    <ScamWarning
      signals={signals}
      texts={await textsOf(locale)}
      safetyHref={pathFor('safetyTenant', locale)}
    />
  );
}
