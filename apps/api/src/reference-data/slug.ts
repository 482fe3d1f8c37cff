/** Letters that Unicode decomposition (NFD) does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Turns a Dutch place or street name into a URL slug (the `citySlug` / `streetSlug` of §3 search
 * filters): lowercase, diacritics removed, every run of other characters replaced by one '-',
 * no leading or trailing '-'.
 *
 * Examples: 'Den Haag' → 'den-haag', "'s-Hertogenbosch" → 's-hertogenbosch',
 * 'Nuenen, Gerwen en Nederwetten' → 'nuenen-gerwen-en-nederwetten', 'Súdwest-Fryslân' → 'sudwest-fryslan'.
 *
 * @param name any text
 * @returns the slug; '' when the name has no letters or digits
 */
export function slugify(name: string): string {
  // Fast path for plain ASCII names (most BAG streets): no decomposition needed.
  if (/^[\x20-\x7e]*$/.test(name)) {
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  }
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœßłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
