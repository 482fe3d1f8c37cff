/**
 * What a person's name (first or last name of an account) may contain (issue 23). A first name
 * is put into other people's e-mails — the subject "New message from {name} on Rooms" — and
 * pages, so it must not be able to pass for something else:
 * - no format or control characters (Unicode C*: the bidi controls U+202A–202E and
 *   U+2066–2069, which reorder the rest of a subject, zero-width characters such as U+200B,
 *   which hide words from filters), no line or paragraph separators;
 * - nothing that makes a link, an address or a phone number: only letters (any script),
 *   combining marks, single spaces, apostrophes, hyphens and full stops, and no full stop
 *   between letters as in a domain name ("example.com"; "J.R." and "St. John" are fine).
 * The link check runs on the NFKC form, so look-alikes (a full-width "．", mathematical letters)
 * count as what they look like. The API refuses such names with 400 invalid_request and the
 * sign-up form refuses them as the user types; the e-mail templates also check names stored
 * before the rule existed.
 */

/** Why a name is refused, or null when it is acceptable. */
export type PersonNameProblem = 'characters' | 'link' | null;

/** Letters, combining marks, space, apostrophes (' ’ ʼ), hyphens (- ‐) and the full stop. */
const ALLOWED = /^[\p{L}\p{M} '\u2019\u02bc\u2010.-]*$/u;

/** A letter, a full stop and two letters, as in a domain name ("example.com"), after NFKC. */
const DOMAIN_LIKE = /\p{L}\p{M}*\.\p{L}\p{M}*\p{L}/u;

/**
 * Whether a (trimmed) name may be stored and shown to others; see the module comment.
 *
 * @param name the name as typed, already trimmed
 * @returns 'characters' when it has a character outside the allowed set (format, control,
 *   digits, symbols, other spaces), 'link' when it reads as a domain name, null when fine
 */
export function personNameProblem(name: string): PersonNameProblem {
  if (!ALLOWED.test(name)) return 'characters';
  const normalized = name.normalize('NFKC');
  // NFKC can turn an allowed look-alike into something else (e.g. a ligature into letters).
  if (!ALLOWED.test(normalized)) return 'characters';
  if (DOMAIN_LIKE.test(normalized)) return 'link';
  return null;
}

/** The message of the API's 400 answer for a refused name (English, like the other field messages). */
export const PERSON_NAME_RULE_MESSAGE =
  'may contain only letters, spaces, apostrophes, hyphens and full stops, and must not look like a web address';
