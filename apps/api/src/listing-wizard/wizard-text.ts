/**
 * The title-description step's forbidden-text check (§8 codes 10064/10065, issue 5 "Forbidden
 * text … is refused … with a message that says what to change").
 */
import {
  DEFAULT_FORBIDDEN_WORDS,
  findForbiddenAdvertText,
  forbiddenTextCode,
  RoomsError,
} from '@rooms/domain';

import type { AdvertTextFinding, Locale } from '@rooms/domain';

/** How each kind of finding is named in the English message. */
const KIND_NAMES: Record<AdvertTextFinding['kind'], string> = {
  email: 'e-mail address',
  phone: 'phone number',
  link: 'link',
  word: 'word not allowed',
};

/**
 * The forbidden words of the API: the default list of @rooms/domain and the `FORBIDDEN_WORDS`
 * setting.
 *
 * @param extraWords the setting's words
 */
export function forbiddenWords(extraWords: readonly string[]): string[] {
  return [...DEFAULT_FORBIDDEN_WORDS, ...extraWords];
}

/**
 * Refuses an advert text with forbidden content.
 *
 * @param advert the title and description as typed
 * @param locale the language the landlord writes in ('nl' -> code 10064, 'en' -> 10065)
 * @param words the forbidden words ({@link forbiddenWords})
 * @throws RoomsError 10064 or 10065 (400) whose message lists what to remove ('Remove from your
 *   advert: "06-12345678" (phone number in the title) …') and whose `data.findings` has each
 *   piece: `{ field: 'title' | 'description', kind: 'email' | 'phone' | 'link' | 'word', text,
 *   index }`, for the site to say it in the user's language
 */
export function assertNoForbiddenText(
  advert: { title: string; description: string },
  locale: Locale,
  words: readonly string[],
): void {
  const findings = findForbiddenAdvertText(advert, { words });
  if (findings.length === 0) return;
  const list = findings
    .map((f) => `"${f.text}" (${KIND_NAMES[f.kind]} in the ${f.field})`)
    .join(', ');
  throw new RoomsError({
    code: forbiddenTextCode(locale),
    message: `Contact details, links and some words are not allowed in an advert. Remove: ${list}`,
    data: { findings },
  });
}
