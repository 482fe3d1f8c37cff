import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { getT, pathFor } from '@rooms/i18n';

import type { ReactionRule } from './premium-types';
import type { Locale } from '@rooms/i18n';

const RULES: readonly ReactionRule[] = ['premium', 'unlocked', 'conversation', 'premiumRequired'];

/**
 * The reaction rule of `GET /conversation/listing-reaction`'s answer (issue 27), when it has a
 * known one.
 *
 * @param answer the API's answer (or undefined)
 * @returns the rule, or undefined for an answer without one (an API from before issue 27)
 */
export function reactionRuleOf(answer: unknown): ReactionRule | undefined {
  if (typeof answer !== 'object' || answer === null || !('reactionRule' in answer))
    return undefined;
  const rule = answer.reactionRule;
  return RULES.find((known) => known === rule);
}

/**
 * Whether the reaction form is shown: not when the API would refuse the first message
 * (premium required), so the tenant meets the rule before writing, never after.
 *
 * @param rule the advert's rule for this tenant (undefined: unknown, the form is shown)
 */
export function mayReact(rule: ReactionRule | undefined): boolean {
  return rule !== 'premiumRequired';
}

/** Props of {@link ReactionRuleNotice}. */
export interface ReactionRuleNoticeProps {
  readonly locale: Locale;
  readonly rule: ReactionRule | undefined;
  /** The reaction page's own path: buying premium comes back here. */
  readonly reactionPath: string;
}

/**
 * The rule that decides whether a tenant may react to an advert, shown above the reaction form
 * (issue 27): premium required (with "Get premium", returning to this reaction afterwards), or
 * an advert its landlord unlocked for everyone. Nothing for premium members and existing
 * conversations: for them the form is all there is.
 */
export async function ReactionRuleNotice({ locale, rule, reactionPath }: ReactionRuleNoticeProps) {
  if (rule !== 'premiumRequired' && rule !== 'unlocked') return null;
  const t = await getT(locale, 'premium');
  if (rule === 'unlocked')
    return (
      <Alert severity="success" role="note" sx={{ mb: 3 }} data-testid="reaction-rule">
        {t('rule.unlocked')}
      </Alert>
    );
  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }} data-testid="reaction-rule">
      {t('rule.premiumRequired')}{' '}
      <Link
        href={pathFor('premiumAccountPayment', locale, undefined, { returnTo: reactionPath })}
        sx={{ fontWeight: 600 }}
      >
        {t('rule.getPremium')}
      </Link>
    </Alert>
  );
}
