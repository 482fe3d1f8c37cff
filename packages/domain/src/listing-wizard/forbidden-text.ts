/**
 * Forbidden text in an advert's title and description (§8 codes 10064/10065, issue 5): contact
 * details that would take the conversation off the platform — e-mail addresses, phone numbers,
 * links and web addresses — and the words of a configurable list. The checks return WHAT was
 * found, so the landlord is told exactly what to change.
 */
import { BusinessResultCode } from '../errors/error-catalogue';

import type { Locale } from '../enums/site-language';

/** What kind of forbidden text was found. */
export const ForbiddenTextKind = {
  /** An e-mail address, also written 'name (at) example.nl' / 'name [at] example.nl'. */
  Email: 'email',
  /** A phone number: Dutch 06/0xx/+31/0031 numbers, or any run of 9+ digits with spaces, dashes, dots, slashes or brackets. */
  Phone: 'phone',
  /** A link or web address: 'http(s)://…', 'www.…', or a domain name such as 'example.nl' or 'rooms.com'. */
  Link: 'link',
  /** A word or phrase of the forbidden-word list. */
  Word: 'word',
} as const;
/** One of the {@link ForbiddenTextKind} words. */
export type ForbiddenTextKind = (typeof ForbiddenTextKind)[keyof typeof ForbiddenTextKind];

/** One piece of forbidden text. */
export interface ForbiddenTextFinding {
  kind: ForbiddenTextKind;
  /** The text exactly as it stands in the advert. */
  text: string;
  /** Where it starts, in UTF-16 units of the checked text. */
  index: number;
}

/** A finding in one field of the advert. */
export interface AdvertTextFinding extends ForbiddenTextFinding {
  field: 'title' | 'description';
}

/**
 * The default forbidden words and phrases (ours): ways to move contact off the platform
 * (messenger apps, "call me", "app me") and payment methods typical of rental scams. Matched as
 * whole words, case and accents ignored, any white space between the words of a phrase. The API
 * adds the words of its `FORBIDDEN_WORDS` setting (comma-separated) to this list.
 */
export const DEFAULT_FORBIDDEN_WORDS: readonly string[] = [
  'whatsapp',
  'whats app',
  'telegram',
  'wechat',
  'skype',
  'snapchat',
  'bel me',
  'bel mij',
  'app me',
  'app mij',
  'sms me',
  'mail me',
  'mail mij',
  'call me',
  'text me',
  'email me',
  'western union',
  'moneygram',
  'bitcoin',
  'crypto',
  'gift card',
  'giftcard',
];

/** Top-level domains a bare domain name is recognised by (the common ones; 'foo.nl', 'rooms.com'). */
const TOP_LEVEL_DOMAINS = [
  'nl',
  'com',
  'net',
  'org',
  'eu',
  'be',
  'de',
  'fr',
  'uk',
  'io',
  'info',
  'biz',
  'co',
  'me',
  'app',
  'site',
  'online',
  'shop',
  'store',
  'xyz',
  'top',
  'link',
  'ly',
  'gl',
  'to',
  'tk',
  'ru',
  'cn',
  'us',
  'ca',
  'es',
  'it',
  'pl',
  'ch',
  'at',
  'se',
  'dk',
  'no',
  'fi',
  'ie',
  'pt',
  'cz',
  'website',
  'club',
  'live',
  'email',
  'amsterdam',
  'frl',
];

const LETTER_OR_DIGIT = String.raw`\p{L}\p{N}`;

const EMAIL = new RegExp(
  String.raw`[${LETTER_OR_DIGIT}._%+-]+(?:\s*@\s*|\s*[([{]\s*(?:at|apenstaartje)\s*[)\]}]\s*)[${LETTER_OR_DIGIT}-]+(?:\.[${LETTER_OR_DIGIT}-]+)*\.[\p{L}]{2,}`,
  'giu',
);
const URL_WITH_SCHEME = /\b(?:https?|ftp):\/\/[^\s<>"']+/giu;
const WWW = /\bwww\d{0,3}\.[^\s<>"']+/giu;
const DOMAIN = new RegExp(
  String.raw`(?<![${LETTER_OR_DIGIT}@.-])[${LETTER_OR_DIGIT}](?:[${LETTER_OR_DIGIT}-]*[${LETTER_OR_DIGIT}])?(?:\.[${LETTER_OR_DIGIT}](?:[${LETTER_OR_DIGIT}-]*[${LETTER_OR_DIGIT}])?)*\.(?:${TOP_LEVEL_DOMAINS.join('|')})(?![${LETTER_OR_DIGIT}-])(?:\/[^\s<>"']*)?`,
  'giu',
);
/**
 * A phone-like run: an optional '+' or '(', then digits where each may be separated from the
 * next by up to two spaces, dashes, dots, slashes or brackets. Counted afterwards: 9+ digits.
 */
const DIGIT_RUN = /(?:\+|\(\s*)?\d(?:[\s.\-/()]{0,2}\d)+/gu;
/** Dutch mobile '06' + 8 digits and landline/international forms are all 10+ digits; 9 covers short foreign ones. */
const MIN_PHONE_DIGITS = 9;

/**
 * Longest run of non-space characters the e-mail and domain patterns look at: 254, the longest
 * e-mail address there can be. Those patterns take time quadratic in a run's length (100,000
 * letters in one run: 48 s), so longer runs — which hold no address — are blanked first.
 */
const MAX_ADDRESS_RUN = 254;

/**
 * The text with every run of non-space characters longer than `maxLength` replaced by as many
 * spaces: the same length, so positions found in it are positions in the text. Linear time.
 *
 * @param text any text
 * @param maxLength the longest run kept, in UTF-16 code units
 */
export function blankLongRuns(text: string, maxLength: number): string {
  return text.replace(/\S+/gu, (run) => (run.length > maxLength ? ' '.repeat(run.length) : run));
}

/** Lowercase without diacritics, for matching words ('Café' -> 'cafe'); keeps the length per character. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Collects the matches of a pattern as findings. */
function matchesOf(text: string, pattern: RegExp, kind: ForbiddenTextKind): ForbiddenTextFinding[] {
  return [...text.matchAll(pattern)].map((match) => ({
    kind,
    text: match[0].replace(/[.,;:!?)\]}]+$/u, ''),
    index: match.index,
  }));
}

/** Options of {@link findForbiddenText}. */
export interface ForbiddenTextOptions {
  /**
   * The forbidden words and phrases; default {@link DEFAULT_FORBIDDEN_WORDS}. Blank entries are
   * ignored.
   */
  words?: readonly string[];
}

/**
 * Finds forbidden text: e-mail addresses, phone numbers, links and web addresses, and words of
 * the list. Pieces inside another piece (the domain of an e-mail address, digits of a link) are
 * reported once, as the larger piece.
 *
 * @param text any text, for example an advert's description
 * @param options the word list (default {@link DEFAULT_FORBIDDEN_WORDS})
 * @returns the findings in the order they stand in the text; empty when the text is fine
 */
export function findForbiddenText(
  text: string,
  options: ForbiddenTextOptions = {},
): ForbiddenTextFinding[] {
  const addressable = blankLongRuns(text, MAX_ADDRESS_RUN);
  const found: ForbiddenTextFinding[] = [
    ...matchesOf(addressable, EMAIL, ForbiddenTextKind.Email),
    ...matchesOf(text, URL_WITH_SCHEME, ForbiddenTextKind.Link),
    ...matchesOf(text, WWW, ForbiddenTextKind.Link),
    // 'Groningen.De kamer' (a missing space after a full stop) is a sentence, not a domain.
    ...matchesOf(addressable, DOMAIN, ForbiddenTextKind.Link).filter(
      (finding) => !/\.\p{Lu}\p{Ll}+(?:\/|$)/u.test(finding.text),
    ),
    ...matchesOf(text, DIGIT_RUN, ForbiddenTextKind.Phone).filter(
      (finding) => (finding.text.match(/\d/g) ?? []).length >= MIN_PHONE_DIGITS,
    ),
  ];
  const words = (options.words ?? DEFAULT_FORBIDDEN_WORDS)
    .map((word) => fold(word.trim()))
    .filter((word) => word !== '');
  if (words.length > 0) {
    const phrases = words.map((word) => word.split(/\s+/).map(escapeRegExp).join('\\s+'));
    const pattern = new RegExp(
      `(?<![${LETTER_OR_DIGIT}])(?:${phrases.join('|')})(?![${LETTER_OR_DIGIT}])`,
      'gu',
    );
    // Folding keeps one character per character of the text (marks removed after NFD of
    // precomposed letters only), so indexes are mapped back through the NFC text below.
    const folded = foldedWithMap(text);
    for (const match of folded.text.matchAll(pattern)) {
      const start = folded.map[match.index]!;
      const end = folded.map[match.index + match[0].length - 1]! + 1;
      found.push({ kind: ForbiddenTextKind.Word, text: text.slice(start, end), index: start });
    }
  }
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const result: ForbiddenTextFinding[] = [];
  let coveredUntil = -1;
  for (const finding of found) {
    if (finding.text === '') continue;
    const end = finding.index + finding.text.length;
    if (finding.index < coveredUntil) continue;
    result.push(finding);
    coveredUntil = end;
  }
  return result;
}

/** The folded text and, for each of its UTF-16 units, the index in the original text. */
function foldedWithMap(text: string): { text: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = fold(character);
    folded += piece;
    for (let i = 0; i < piece.length; i++) map.push(index);
    index += character.length;
  }
  return { text: folded, map };
}

/**
 * Finds forbidden text in an advert's title and description ({@link findForbiddenText}).
 *
 * @param advert the title and description as typed
 * @param options the word list
 * @returns the findings of the title, then of the description; empty when both are fine
 */
export function findForbiddenAdvertText(
  advert: { title: string; description: string },
  options: ForbiddenTextOptions = {},
): AdvertTextFinding[] {
  return [
    ...findForbiddenText(advert.title, options).map((f) => ({ ...f, field: 'title' as const })),
    ...findForbiddenText(advert.description, options).map((f) => ({
      ...f,
      field: 'description' as const,
    })),
  ];
}

/**
 * The §8 code refusing forbidden text: 10064 when the advert text is Dutch, 10065 when it is
 * English. The language of the text is taken to be the language the landlord writes in: the
 * site language of the request (`locale` of the `cra-title-description` body; the API falls
 * back to the account's language). Guessing the language from the text itself would misjudge
 * the short and mixed texts adverts often are.
 *
 * @param locale 'nl' or 'en'
 * @returns 10064 for 'nl', 10065 for 'en'
 */
export function forbiddenTextCode(
  locale: Locale,
): typeof BusinessResultCode.ForbiddenTextDutch | typeof BusinessResultCode.ForbiddenTextEnglish {
  return locale === 'en'
    ? BusinessResultCode.ForbiddenTextEnglish
    : BusinessResultCode.ForbiddenTextDutch;
}
