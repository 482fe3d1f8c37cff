import { describe, expect, it } from 'vitest';

import { mayReact, reactionRuleOf } from './reaction-rule';

describe('reaction rule', () => {
  it('reads the rule of the listing-reaction answer', () => {
    expect(reactionRuleOf({ reactionRule: 'premiumRequired' })).toBe('premiumRequired');
    expect(reactionRuleOf({ reactionRule: 'unlocked', lastReactionMessage: null })).toBe(
      'unlocked',
    );
    expect(reactionRuleOf({ reactionRule: 'other' })).toBeUndefined();
    expect(reactionRuleOf({})).toBeUndefined();
    expect(reactionRuleOf(undefined)).toBeUndefined();
  });

  it('shows the form unless premium is required', () => {
    expect(mayReact('premiumRequired')).toBe(false);
    for (const rule of ['premium', 'unlocked', 'conversation', undefined] as const)
      expect(mayReact(rule)).toBe(true);
  });
});
