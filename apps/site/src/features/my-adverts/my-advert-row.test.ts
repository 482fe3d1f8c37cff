import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { confirmationNote, moveUpAgainAt } from './my-advert-row';

describe('moveUpAgainAt', () => {
  it('is null when the advert can be moved up now or never was', () => {
    expect(moveUpAgainAt({ canMoveUp: true, movedUpAt: '2026-11-20T10:00:00.000Z' }, 'en')).toBe(
      null,
    );
    expect(moveUpAgainAt({ canMoveUp: false, movedUpAt: null }, 'nl')).toBe(null);
  });

  it('is 24 hours after the latest move-up, in Amsterdam time and the page language', () => {
    const listing = { canMoveUp: false, movedUpAt: '2026-11-20T13:05:00.000Z' };
    expect(moveUpAgainAt(listing, 'en')).toBe('21 Nov, 14:05');
    expect(moveUpAgainAt(listing, 'nl')).toBe('21 nov, 14:05');
  });
});

describe('confirmationNote', () => {
  const NOW = new Date('2026-11-28T11:00:00.000Z');
  const online = { status: 4, confirmedAt: '2026-11-20T09:00:00.000Z', deactivationReason: null };

  it('says when an online advert was last confirmed, in both languages', async () => {
    const [nl, en] = await Promise.all([getT('nl', 'adverts'), getT('en', 'adverts')]);
    const say = (t: typeof nl) => t as unknown as (key: string, o?: object) => string;
    expect(confirmationNote(online, NOW, 'nl', say(nl))).toEqual({
      tone: 'confirmed',
      text: 'Laatst bevestigd op 20 nov 2026',
    });
    expect(confirmationNote(online, NOW, 'en', say(en))?.text).toBe(
      'Last confirmed on 20 Nov 2026',
    );
  });

  it('asks for a confirmation from 14 days on, with the day it leaves search (30 days)', async () => {
    const t = (await getT('en', 'adverts')) as unknown as (key: string, o?: object) => string;
    const due = { ...online, confirmedAt: '2026-11-14T11:00:00.000Z' };
    expect(confirmationNote(due, NOW, 'en', t)).toEqual({
      tone: 'due',
      text: 'Still available? Confirm it, or it leaves search on 14 Dec 2026.',
    });
    const notYet = { ...online, confirmedAt: '2026-11-14T11:00:01.000Z' };
    expect(confirmationNote(notYet, NOW, 'en', t)?.tone).toBe('confirmed');
  });

  it('says why an advert left search unconfirmed, and nothing for other offline adverts', async () => {
    const t = (await getT('nl', 'adverts')) as unknown as (key: string, o?: object) => string;
    expect(
      confirmationNote({ ...online, status: 5, deactivationReason: 90 }, NOW, 'nl', t),
    ).toEqual({
      tone: 'offline',
      text: 'Uit de zoekresultaten: 30 dagen niet bevestigd. Activeer hem opnieuw om hem terug te zetten.',
    });
    expect(confirmationNote({ ...online, status: 5, deactivationReason: 17 }, NOW, 'nl', t)).toBe(
      null,
    );
    expect(confirmationNote({ ...online, status: -1 }, NOW, 'nl', t)).toBe(null);
    expect(confirmationNote({ ...online, status: 11 }, NOW, 'nl', t)).toBe(null);
  });
});
