/**
 * The forbidden-text rules of advert texts (§8 codes 10064/10065) applied to a student house's
 * name and house rules: no contact details, links or forbidden words, since the house is shown
 * on its adverts' public pages.
 */
import { findForbiddenText, forbiddenTextCode, RoomsError } from '@rooms/domain';

import type { Locale } from '@rooms/domain';

/**
 * Refuses a house whose name or house rules hold forbidden text.
 *
 * @param texts the name and house rules as typed
 * @param locale the landlord's language ('nl' -> 10064, 'en' -> 10065)
 * @param words the forbidden words (`forbiddenWords` of the wizard)
 * @throws RoomsError 10064/10065 (400), `data.findings`: `{ field: 'name' | 'houseRules', kind,
 *   text, index }`
 */
export function assertNoForbiddenHouseText(
  texts: { name: string; houseRules: string },
  locale: Locale,
  words: readonly string[],
): void {
  const findings = (['name', 'houseRules'] as const).flatMap((field) =>
    findForbiddenText(texts[field], { words }).map((finding) => ({ ...finding, field })),
  );
  if (findings.length === 0) return;
  throw new RoomsError({
    code: forbiddenTextCode(locale),
    message: `Contact details, links and some words are not allowed in a student house. Remove: ${findings.map((f) => `"${f.text}"`).join(', ')}`,
    data: { findings },
  });
}
