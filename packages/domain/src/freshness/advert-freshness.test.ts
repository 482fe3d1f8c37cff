import { describe, expect, it } from 'vitest';

import { DeactivationReason } from '../enums/moderation';

import {
  AutomaticDeactivationReason,
  CONFIRMATION_REMINDER_DAYS,
  daysSinceConfirmed,
  isConfirmationDue,
  UNCONFIRMED_DEACTIVATION_DAYS,
  unconfirmedDeactivationAt,
} from './advert-freshness';

const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('advert freshness', () => {
  it('counts whole days since the confirmation, 0 today and for a future time', () => {
    expect(daysSinceConfirmed(NOW, NOW)).toBe(0);
    expect(daysSinceConfirmed(daysAgo(0.99), NOW)).toBe(0);
    expect(daysSinceConfirmed(daysAgo(1), NOW)).toBe(1);
    expect(daysSinceConfirmed(daysAgo(13.5), NOW)).toBe(13);
    expect(daysSinceConfirmed(new Date(NOW.getTime() + 3_600_000), NOW)).toBe(0);
  });

  it('asks for a confirmation from 14 days on', () => {
    expect(CONFIRMATION_REMINDER_DAYS).toBe(14);
    expect(isConfirmationDue(daysAgo(13.99), NOW)).toBe(false);
    expect(isConfirmationDue(daysAgo(14), NOW)).toBe(true);
    expect(isConfirmationDue(daysAgo(40), NOW)).toBe(true);
  });

  it('takes an advert out of search 30 days after its confirmation', () => {
    expect(UNCONFIRMED_DEACTIVATION_DAYS).toBe(30);
    expect(unconfirmedDeactivationAt(daysAgo(30)).getTime()).toBe(NOW.getTime());
  });

  it('keeps its own deactivation reason apart from the §3 reasons a landlord picks', () => {
    expect(Object.values(DeactivationReason)).not.toContain(
      AutomaticDeactivationReason.NotConfirmed,
    );
  });
});
