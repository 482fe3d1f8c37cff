import { describe, expect, it } from 'vitest';

import { confirmationReminderEmail, unconfirmedDeactivationEmail } from './freshness-emails.js';

const SITE = 'https://rooms.example';
const advert = (title: string, token: string) => ({
  title,
  confirmedAt: new Date('2026-11-10T12:00:00Z'),
  token,
});

describe('fresh-adverts e-mails', () => {
  it('remind in Dutch with each advert, the day it leaves search and its own link', () => {
    const mail = confirmationReminderEmail(
      { to: 'anna@example.com', firstName: 'Anna', locale: 'nl' },
      [advert('Kamer aan de gracht', '12.aaa'), advert('Studio\nmet tuin', '13.bbb')],
      SITE,
    );
    expect(mail.subject).toBe('Zijn je advertenties nog beschikbaar?');
    expect(mail.language).toBe('nl');
    expect(mail.text).toContain('Hallo Anna,');
    // 30 days after the confirmation of 10 November.
    expect(mail.text).toContain('"Kamer aan de gracht" (offline op 10 december 2026)');
    expect(mail.text).toContain(
      `Nog beschikbaar: ${SITE}/mijn-advertenties/bevestigen?token=12.aaa`,
    );
    expect(mail.text).toContain(
      `Nog beschikbaar: ${SITE}/mijn-advertenties/bevestigen?token=13.bbb`,
    );
    // A title cannot start a line of its own in the e-mail.
    expect(mail.text).toContain('"Studio met tuin"');
  });

  it('say in English that an advert left search, with its link back and no deadline', () => {
    const mail = unconfirmedDeactivationEmail(
      { to: 'sam@example.com', firstName: 'Sam', locale: 'en' },
      [advert('Room on the canal', '14.ccc')],
      SITE,
    );
    expect(mail.subject).toBe('Your advert has left search');
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).toContain('"Room on the canal"\n');
    expect(mail.text).toContain(`Back online: ${SITE}/en/my-adverts/confirm?token=14.ccc`);
    expect(mail.text).toContain(`Your adverts: ${SITE}/en/my-adverts`);
  });
});
