import { describe, expect, it } from 'vitest';

import { conversationLink, newMessageEmail } from './new-message-email.js';

const INPUT = {
  to: 'lotte@example.com',
  firstName: 'Lotte',
  senderName: 'Joost',
  listingTitle: 'Kamer aan de Herestraat',
  siteUrl: 'https://rooms.nl',
  conversationId: 42,
};

describe('new-message e-mail', () => {
  it('links to the conversation page of the recipient’s language (§2 route table)', () => {
    expect(conversationLink('https://rooms.nl', 'nl', 42)).toBe(
      'https://rooms.nl/mijn-berichten/default/conversation/42',
    );
    expect(conversationLink('https://rooms.nl/', 'en', 7)).toBe(
      'https://rooms.nl/en/my-messages/default/conversation/7',
    );
  });

  it('is written in the recipient’s language and names sender and advert', () => {
    const nl = newMessageEmail({ ...INPUT, locale: 'nl' });
    expect(nl).toMatchObject({
      to: 'lotte@example.com',
      subject: 'Nieuw bericht van Joost op Rooms',
      language: 'nl',
    });
    expect(nl.text).toContain('Hallo Lotte,');
    expect(nl.text).toContain('“Kamer aan de Herestraat”');
    expect(nl.text).toContain('https://rooms.nl/mijn-berichten/default/conversation/42');
    expect(nl.text).toContain('15 minuten');
    const en = newMessageEmail({ ...INPUT, locale: 'en' });
    expect(en.subject).toBe('New message from Joost on Rooms');
    expect(en.text).toContain('Hello Lotte,');
    expect(en.text).toContain('https://rooms.nl/en/my-messages/default/conversation/42');
  });

  it('leaves out a sender name that could pass for something else (issue 23)', () => {
    for (const senderName of [
      'Rooms Support – pay at example.com',
      'Joost\u202Emoc.elpmaxe',
      'Jo\u200Bost',
    ]) {
      const nl = newMessageEmail({ ...INPUT, senderName, locale: 'nl' });
      expect(nl.subject).toBe('Nieuw bericht op Rooms');
      expect(nl.text).toContain('Je hebt een bericht gekregen over de advertentie');
      expect(nl.text).not.toContain(senderName);
      const en = newMessageEmail({ ...INPUT, senderName, locale: 'en' });
      expect(en.subject).toBe('New message on Rooms');
      expect(en.text).toContain('You have a message about the advert');
    }
  });

  it('greets without a name that must not be shown, and cleans the title', () => {
    const nl = newMessageEmail({
      ...INPUT,
      firstName: 'pay at example.com',
      listingTitle: 'Kamer\u202E\nBetaal vooraf',
      locale: 'nl',
    });
    expect(nl.text.startsWith('Hallo,\n')).toBe(true);
    expect(nl.text).toContain('“Kamer Betaal vooraf”');
  });
});
