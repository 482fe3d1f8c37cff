import { errorTranslationKey, isRoomsError } from '@rooms/domain';
import { getT } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/**
 * The text of a failed payment call in the user's language (§8): a business code (1115 "you
 * already have premium", 1125 "an open invoice" …) or a generic HTTP text.
 *
 * @param error what the call rejected with
 * @param locale the page's language
 * @returns the message, and the code when the API gave one
 */
export async function paymentProblem(
  error: unknown,
  locale: Locale,
): Promise<{ message: string; code: string | null }> {
  const t = await getT(locale, 'errors');
  if (!isRoomsError(error)) return { message: t('unknown'), code: null };
  const key = errorTranslationKey(error.code).slice('errors.'.length);
  return { message: t(key as 'unknown'), code: String(error.code) };
}
