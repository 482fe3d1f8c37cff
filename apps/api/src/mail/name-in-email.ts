import { personNameProblem } from '@rooms/domain';

/** Longest name put into an e-mail, in characters (code points); longer ones end in "…". */
export const MAX_NAME_IN_EMAIL = 40;

/**
 * A person's name as an e-mail may show it (issue 23), or null when it must not be shown. The
 * API refuses such names at sign-up (`nameField`), but a name stored before that rule, or by
 * another path, reaches the templates too: a name with bidi or zero-width characters, symbols,
 * digits or a domain name ("Rooms Support – pay at example.com") is not put into a subject or a
 * body; the template then words the sentence without it. A long name is cut, so a subject keeps
 * its own words visible.
 *
 * @param name the stored first name
 * @returns the trimmed name (at most {@link MAX_NAME_IN_EMAIL} code points), or null
 */
export function nameInEmail(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || personNameProblem(trimmed) !== null) return null;
  const codePoints = Array.from(trimmed);
  if (codePoints.length <= MAX_NAME_IN_EMAIL) return trimmed;
  return `${codePoints
    .slice(0, MAX_NAME_IN_EMAIL - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Other text from users (an advert's title) as one line of a plain-text e-mail: control, format
 * (bidi, zero-width), private-use and unassigned characters and line or paragraph separators
 * removed, runs of white space made one space.
 *
 * @param text the stored text
 * @returns the cleaned text, trimmed
 */
export function plainLineInEmail(text: string): string {
  return text
    .replace(/[\p{C}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
