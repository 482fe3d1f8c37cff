import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  auditRows,
  conversationLogMessages,
  durationText,
  factValue,
  heldAdvertWords,
  pageOf,
  queueFigures,
  queueOf,
  queuePath,
  userView,
} from './moderation-view';

import type { HeldAdvertsPage, ModerationUser } from './moderation-api';

const landlord: ModerationUser = {
  userID: 7,
  firstName: 'Lars',
  lastName: 'de Vries',
  email: 'lars@example.nl',
  createdAt: '2026-11-01T10:00:00Z',
  isBlocked: false,
  blockedUntil: null,
  isStaff: false,
};

describe('the back office URL', () => {
  it('reads queue and page leniently and writes the defaults as nothing', () => {
    expect(queueOf('advert_reports')).toBe('advert_reports');
    expect(queueOf('nope')).toBe('held_adverts');
    expect(queueOf(undefined)).toBe('held_adverts');
    expect(pageOf('3')).toBe(3);
    expect(pageOf(['2'])).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(queuePath('nl', 'held_adverts')).toBe('/moderatie');
    expect(queuePath('en', 'conversation_reports', 2)).toBe(
      '/en/moderation?queue=conversation_reports&page=2',
    );
  });
});

describe('figures in words', () => {
  it('writes spans rounded up in minutes, hours or days', () => {
    expect(durationText(0.2, 'en')).toBe('12 minutes');
    expect(durationText(5.1, 'en')).toBe('6 hours');
    expect(durationText(72, 'nl')).toBe('3 dagen');
  });

  it('writes facts as money, percentages or whole numbers', () => {
    expect(factValue('rentCents', 30000, 'en')).toBe('€300');
    expect(factValue('sharePercent', 35, 'en')).toBe('35%');
    expect(factValue('copiedListingID', 12345, 'nl')).toBe('12345');
  });
});

describe('queue items in words', () => {
  it('gives every queue its figures and marks the current one', async () => {
    const t = await getT('en', 'moderation');
    const figures = queueFigures(
      {
        role: 1,
        queues: [{ queue: 'held_adverts', open: 2, oldestOpenAt: '2026-11-27T09:00:00Z' }],
        handled: { last30Days: 0, p95AgeHours: null },
      },
      'advert_reports',
      { t, locale: 'en' },
    );
    expect(figures.map((figure) => [figure.queue, figure.open, figure.current])).toEqual([
      ['held_adverts', '2 open', false],
      ['advert_reports', '0 open', true],
      ['conversation_reports', '0 open', false],
      ['scam_signals', '0 open', false],
      ['flagged_profiles', '0 open', false],
    ]);
    expect(figures[0]?.oldest).toBe('Oldest waiting since 27 Nov 2026, 10:00');
    expect(figures[1]?.oldest).toBe('Nothing waiting');
  });

  it('names the rule and its facts, and the landlord with a block badge', async () => {
    const t = await getT('nl', 'moderation');
    const words = {
      locale: 'nl' as const,
      t,
      listingType: () => 'Kamer',
      abuseReason: () => 'Spam',
    };
    const item: HeldAdvertsPage['items'][number] = {
      holdID: 1,
      listingID: 5,
      title: 'Kamer in Amsterdam',
      listingType: 1,
      cityName: 'Amsterdam',
      rentCents: 30000,
      surfaceM2: 18,
      status: 11,
      heldAt: '2026-11-27T09:00:00Z',
      trigger: 'publish',
      rules: [
        {
          rule: 'rent_far_below_city_level',
          facts: { rentCents: 30000, cityLevelCents: 85000, sharePercent: 35 },
        },
      ],
      landlord,
    };
    const held = heldAdvertWords(item, words);
    expect(held.facts).toBe('Kamer in Amsterdam · €\u00a0300 per maand · 18 m²');
    expect(held.held).toBe('Tegengehouden 27 nov 2026, 10:00 bij publicatie');
    expect(held.rules[0]?.name).toBe('Huur ver onder het niveau van de stad');
    expect(held.rules[0]?.facts).toEqual([
      { label: 'Gevraagde huur', value: '€\u00a0300' },
      { label: 'Gebruikelijke huur in de stad', value: '€\u00a0850' },
      { label: 'Deel van de gebruikelijke huur', value: '35%' },
    ]);
    // Held by tenants' "already let" reports (fresh adverts), in both languages.
    const reported = { ...item, trigger: 'reports' as const };
    const byReports = heldAdvertWords(
      { ...reported, rules: [{ rule: 'already_let_reports', facts: { reports: 3 } }] },
      words,
    );
    expect(byReports.held).toBe('Tegengehouden 27 nov 2026, 10:00 na meldingen van huurders');
    expect(byReports.rules).toEqual([
      {
        rule: 'already_let_reports',
        name: 'Huurders melden dat ze al verhuurd is',
        facts: [{ label: 'Meldingen sinds de laatste bevestiging', value: '3' }],
      },
    ]);
    const english = heldAdvertWords(
      { ...reported, rules: [{ rule: 'already_let_reports', facts: { reports: 3 } }] },
      { ...words, locale: 'en', t: await getT('en', 'moderation') },
    );
    expect(english.held).toContain('after tenants’ reports');
    expect(english.rules[0]?.name).toBe('Tenants report it as already let');
    const blocked = userView(
      { ...landlord, isBlocked: true, blockedUntil: '2027-01-01T10:00:00Z' },
      'Verhuurder',
      words,
    );
    expect(blocked.badge).toEqual({ text: 'Geblokkeerd tot 1 januari 2027', tone: 'blocked' });
    expect(userView(landlord, 'Verhuurder', words).badge).toBeUndefined();
  });

  it('writes the audit log and a reported conversation', async () => {
    const t = await getT('en', 'moderation');
    const [block, expired] = auditRows(
      [
        {
          actionID: 2,
          action: 5,
          staff: { userID: 1, firstName: 'Mila' },
          subjectType: 'user',
          subjectID: 7,
          note: 'Deposit scam',
          details: {},
          createdAt: '2026-11-27T09:00:00Z',
        },
        {
          actionID: 1,
          action: 9,
          staff: null,
          subjectType: 'user',
          subjectID: 4,
          note: '',
          details: {},
          createdAt: '2026-11-26T09:00:00Z',
        },
      ],
      t,
      'en',
    );
    expect(block).toMatchObject({ staff: 'Mila', action: 'Blocked a user', subject: 'User 7' });
    expect(expired).toMatchObject({ staff: 'Rooms (automatic)', note: '—' });
    const [message] = conversationLogMessages(
      {
        conversationID: 3,
        listing: { listingID: 5, title: 'Room' },
        participants: [{ userID: 7, firstName: 'Lars', lastName: 'de Vries', role: 'landlord' }],
        messages: [
          { messageID: 9, senderID: 7, body: 'Pay first', sentAt: '2026-11-27T09:00:00Z' },
        ],
      },
      t,
      'en',
    );
    expect(message).toMatchObject({ sender: 'Lars (Landlord)', fromLandlord: true });
  });
});
