import {
  BusinessResultCode,
  ErrorCode,
  errorTranslationKey,
  isRoomsError,
  WIZARD_LIMITS,
  WizardProblem,
} from '@rooms/domain';
import { formatEuroCents } from '@rooms/ui/search-format';

import type { Locale } from '@rooms/i18n';

/** `t` of the `wizard` and `errors` namespaces, as the wizard's forms call it. */
export type WizardTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Field problems the API adds to the shared rules (the city and street it looked up). */
const LOOKUP_PROBLEMS = ['not_found', 'not_in_city'] as const;

const KNOWN_PROBLEMS: ReadonlySet<string> = new Set([
  ...Object.values(WizardProblem),
  ...LOOKUP_PROBLEMS,
]);

/** Fields whose problem has a text of its own (`problems.<key>`), by problem word. */
const FIELD_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  listingType: { required: 'requiredChoice', invalid: 'requiredChoice' },
  ownerType: { required: 'requiredChoice', invalid: 'requiredChoice' },
  furnishing: { required: 'requiredChoice', invalid: 'requiredChoice' },
  energyLabel: { required: 'requiredChoice', invalid: 'requiredChoice' },
  cityId: { required: 'not_found', invalid: 'not_found' },
  streetId: { required: 'not_in_city', invalid: 'not_in_city' },
  postcode: { invalid: 'postcodeInvalid' },
  houseNumber: { invalid: 'houseNumberInvalid' },
  availableFrom: { invalid: 'dateInvalid' },
  availableTo: { invalid: 'dateInvalid', required: 'dateInvalid' },
  rentalPeriod: { not_allowed: 'rentalPeriodNotAllowed' },
  languages: { required: 'languagesRequired', invalid: 'languagesRequired' },
  preferredGenders: { required: 'gendersRequired', invalid: 'gendersRequired' },
  preferredOccupations: { required: 'occupationsRequired', invalid: 'occupationsRequired' },
  currentResidentGenders: {
    required: 'gendersRequired',
    invalid: 'gendersRequired',
    not_allowed: 'residentGendersNotAllowed',
  },
};

/** The limits of a field as the messages show them (€ amounts for cents, plain numbers else). */
function limitValues(field: string, locale: Locale): Record<string, string | number> {
  const limits: { min?: number; max?: number } | undefined =
    field === 'preferredAgeMin' || field === 'preferredAgeMax'
      ? WIZARD_LIMITS.age
      : (WIZARD_LIMITS as unknown as Record<string, { min?: number; max?: number }>)[field];
  if (limits === undefined) return {};
  const show = (value: number) =>
    field.endsWith('Cents') ? formatEuroCents(value, locale) : value.toLocaleString(locale);
  return {
    ...(limits.min === undefined ? {} : { min: show(limits.min) }),
    ...(limits.max === undefined ? {} : { max: show(limits.max) }),
  };
}

/**
 * The text of a field's problem in the user's language: a text of the field's own where the
 * generic one would be vague ("Enter a Dutch postcode, like 1234 AB"), else the problem's text
 * with the field's limits filled in ("At least € 50,00", "At least 10 characters (now 4)").
 *
 * @param t `t` of the wizard form
 * @param locale the page's language (number and euro formats)
 * @param field the field name of the step's rules, e.g. `postcode`, `rentCents`
 * @param problem a `WizardProblem` word (or the API's `not_found`/`not_in_city`)
 * @param count the field's current length in characters, for `too_short`/`too_long`
 */
export function problemText(
  t: WizardTranslate,
  locale: Locale,
  field: string,
  problem: string,
  count?: number,
): string {
  const own = FIELD_TEXTS[field]?.[problem];
  if (own !== undefined) return t(`wizard:problems.${own}`);
  return t(`wizard:problems.${problem}`, { ...limitValues(field, locale), count });
}

/** What a refused save tells the form. */
export interface ServerProblems {
  /** Field name → the text of its problem, for the fields the API named. */
  fields: Record<string, string>;
  /** Texts that concern the whole step, in the user's language. */
  general: string[];
}

/**
 * Adds the text of one piece of forbidden advert text (found by `findForbiddenAdvertText` here
 * or by the API: 10064/10065) to its field's problem: "Remove the phone number “06 1234 5678”
 * from the description".
 *
 * @param fields field name → problem text, added to in place
 * @param t `t` of the wizard form
 * @param finding where (`title`/`description`), what kind (`email`, `phone`, `link`, `word`) and
 *   the text as typed
 */
export function addForbiddenText(
  fields: Record<string, string>,
  t: WizardTranslate,
  finding: { field: string; kind: string; text: string },
): void {
  const text = t(`wizard:problems.forbidden.${finding.kind}`, {
    text: finding.text,
    field: t(`wizard:problems.forbiddenField.${finding.field}`),
  });
  const before = fields[finding.field];
  fields[finding.field] = before === undefined ? text : `${before} ${text}`;
}

interface FieldIssue {
  field?: unknown;
  message?: unknown;
}

interface Finding {
  field?: unknown;
  kind?: unknown;
  text?: unknown;
}

/**
 * Reads the rejection of a step's save (§8): an `invalid_request` naming fields with a
 * problem word becomes field problems; forbidden text (10064 Dutch, 10065 English) one text per
 * finding, on its field, that says what to remove; every other code its catalogue text (404 gone, 409 address
 * read-only, 429 …). An answer the form cannot place (a type error) is the catalogue text.
 *
 * @param error what the save rejected with
 * @param t `t` of the wizard form
 * @param locale the page's language
 */
export function serverProblemsOf(
  error: unknown,
  t: WizardTranslate,
  locale: Locale,
): ServerProblems {
  if (!isRoomsError(error)) return { fields: {}, general: [t(`errors:${ErrorCode.Unknown}`)] };
  const catalogue = t(`errors:${errorTranslationKey(error.code).slice('errors.'.length)}`);
  const data = (error.data ?? {}) as { fields?: unknown; findings?: unknown };
  if (
    error.code === BusinessResultCode.ForbiddenTextDutch ||
    error.code === BusinessResultCode.ForbiddenTextEnglish
  ) {
    const findings = Array.isArray(data.findings) ? (data.findings as Finding[]) : [];
    const fields: Record<string, string> = {};
    for (const finding of findings) {
      if (typeof finding.field !== 'string' || typeof finding.kind !== 'string') continue;
      addForbiddenText(fields, t, {
        field: finding.field,
        kind: finding.kind,
        text: String(finding.text ?? ''),
      });
    }
    return { fields, general: Object.keys(fields).length > 0 ? [] : [catalogue] };
  }
  if (error.code === ErrorCode.InvalidRequest && Array.isArray(data.fields)) {
    const fields: Record<string, string> = {};
    let placed = true;
    for (const issue of data.fields as FieldIssue[]) {
      const name = typeof issue.field === 'string' ? issue.field.replace(/^body\./, '') : '';
      if (typeof issue.message === 'string' && KNOWN_PROBLEMS.has(issue.message) && name !== '') {
        fields[name] = problemText(t, locale, name, issue.message);
      } else {
        placed = false;
      }
    }
    return { fields, general: placed ? [] : [catalogue] };
  }
  return { fields: {}, general: [catalogue] };
}
