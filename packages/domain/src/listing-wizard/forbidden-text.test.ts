import { describe, expect, it } from 'vitest';

import {
  DEFAULT_FORBIDDEN_WORDS,
  findForbiddenAdvertText,
  findForbiddenText,
  forbiddenTextCode,
} from './forbidden-text';

/** The kinds and texts found, without positions. */
function found(text: string, words?: readonly string[]) {
  return findForbiddenText(text, words === undefined ? {} : { words }).map((f) => [f.kind, f.text]);
}

describe('findForbiddenText: e-mail addresses', () => {
  it.each([
    ['Mail jan.jansen@gmail.com voor info', 'jan.jansen@gmail.com'],
    ['Mail: Jan_J+kamer@Sub.Example.NL.', 'Jan_J+kamer@Sub.Example.NL'],
    ['schrijf naar jan @ hotmail.com', 'jan @ hotmail.com'],
    ['jan (at) hotmail.com', 'jan (at) hotmail.com'],
    ['jan[at]ziggo.nl', 'jan[at]ziggo.nl'],
    ['josé@café.nl', 'josé@café.nl'],
  ])('finds the address in %j', (text, address) => {
    expect(found(text)).toEqual([['email', address]]);
  });
});

describe('findForbiddenText: phone numbers', () => {
  it.each([
    ['Bel 0612345678', '0612345678'],
    ['Bel 06-12345678!', '06-12345678'],
    ['bel 06 12 34 56 78 na 18 uur', '06 12 34 56 78'],
    ['+31 6 1234 5678', '+31 6 1234 5678'],
    ['+31(0)6-1234.5678', '+31(0)6-1234.5678'],
    ['0031 20 123 4567', '0031 20 123 4567'],
    ['(020) 123 4567', '(020) 123 4567'],
    ['050/1234567', '050/1234567'],
    ['+49 30 1234567', '+49 30 1234567'],
    ['123456789', '123456789'],
  ])('finds the number in %j', (text, number) => {
    expect(found(text)).toEqual([['phone', number]]);
  });

  it.each([
    'Huur € 1.250,00 per maand, borg € 2.500',
    'Beschikbaar van 01-09-2025 tot 01-09-2026',
    'Postcode 9711 LA, huisnummer 12, 3e verdieping',
    'Kamer van 15 m2 voor 450 euro, 2 huisgenoten, 10 minuten fietsen',
    '12345678',
  ])('leaves ordinary numbers alone: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('findForbiddenText: links and web addresses', () => {
  it.each([
    ['Kijk op www.kamers.nl/123 voor foto’s', 'www.kamers.nl/123'],
    ['zie https://foo.bar/x?y=1.', 'https://foo.bar/x?y=1'],
    ['zie http://192.168.1.1:8080/a', 'http://192.168.1.1:8080/a'],
    ['zie rooms.com', 'rooms.com'],
    ['Bekijk mijnkamer.nl/foto', 'mijnkamer.nl/foto'],
    ['meer op sub.domein-x.co.uk, echt', 'sub.domein-x.co.uk'],
    ['ROOMS.NL', 'ROOMS.NL'],
  ])('finds the link in %j', (text, link) => {
    expect(found(text)).toEqual([['link', link]]);
  });

  it.each([
    'Een mooie kamer in Groningen.De kamer is licht.',
    'It is big.It has a garden.',
    'e.g. a desk, i.e. furniture, 15 m2.',
    'Prijs 1.250 p.m.',
    'Dr. Jansen en mevr. de Vries',
  ])('leaves sentences alone: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('findForbiddenText: the word list', () => {
  it('finds default words as whole words, case and accents ignored, any space in phrases', () => {
    expect(found('Stuur een WhatsApp of Whats  App, of mail mij even')).toEqual([
      ['word', 'WhatsApp'],
      ['word', 'Whats  App'],
      ['word', 'mail mij'],
    ]);
    expect(found('Betalen via Western\nUnion')).toEqual([['word', 'Western\nUnion']]);
    expect(found('whatsappgroep en telegrammen')).toEqual([]);
  });

  it('uses a given list instead, ignoring blank entries', () => {
    expect(found('Geen café hier, wel een Cafe daar', ['cafe', '  '])).toEqual([
      ['word', 'café'],
      ['word', 'Cafe'],
    ]);
    expect(found('whatsapp', [])).toEqual([]);
    // Regular-expression characters in a word are taken literally.
    expect(found('a.b (c) [d] axb', ['(c)', '[d]', 'a.b'])).toEqual([
      ['word', 'a.b'],
      ['word', '(c)'],
      ['word', '[d]'],
    ]);
  });

  it('maps positions back through characters that fold to other lengths', () => {
    const text = 'İİ straße whatsapp';
    const [finding] = findForbiddenText(text);
    expect(finding).toEqual({ kind: 'word', text: 'whatsapp', index: text.indexOf('whatsapp') });
  });

  it('has messengers and scam payments in the default list', () => {
    expect(DEFAULT_FORBIDDEN_WORDS).toEqual(expect.arrayContaining(['whatsapp', 'western union']));
  });
});

describe('findForbiddenText: several findings', () => {
  it('reports each piece once, in text order, with its position', () => {
    const text = 'Mail kamer@rooms.nl of www.rooms.nl, bel 06-12345678 of via WhatsApp';
    expect(findForbiddenText(text)).toEqual([
      { kind: 'email', text: 'kamer@rooms.nl', index: text.indexOf('kamer@') },
      { kind: 'link', text: 'www.rooms.nl', index: text.indexOf('www.') },
      { kind: 'phone', text: '06-12345678', index: text.indexOf('06-') },
      { kind: 'word', text: 'WhatsApp', index: text.indexOf('WhatsApp') },
    ]);
  });

  it('finds nothing in an ordinary advert', () => {
    expect(
      found(
        'Gezellige kamer van 14 m² in een studentenhuis met 4 huisgenoten. Huur € 450 inclusief g/w/e. Beschikbaar per 1 september 2025.',
      ),
    ).toEqual([]);
  });
});

describe('findForbiddenAdvertText', () => {
  it('names the field of each finding', () => {
    expect(
      findForbiddenAdvertText({
        title: 'Bel 0612345678',
        description: 'Zie kamers.nl of mail a@b.nl',
      }).map((f) => [f.field, f.kind, f.text]),
    ).toEqual([
      ['title', 'phone', '0612345678'],
      ['description', 'link', 'kamers.nl'],
      ['description', 'email', 'a@b.nl'],
    ]);
    expect(
      findForbiddenAdvertText({ title: 'Bel me', description: '' }, { words: ['bel me'] }),
    ).toHaveLength(1);
  });
});

describe('forbiddenTextCode', () => {
  it('is 10064 for Dutch and 10065 for English', () => {
    expect(forbiddenTextCode('nl')).toBe(10064);
    expect(forbiddenTextCode('en')).toBe(10065);
  });
});

describe('findForbiddenText on one endless run of characters', () => {
  it('stays linear: 100,000 characters without a space take far under a second', () => {
    for (const run of ['a'.repeat(100_000), '1'.repeat(100_000), 'a.'.repeat(50_000)]) {
      const started = performance.now();
      findForbiddenText(run);
      // Quadratic before the fix: 48 s for the letters (issue 28, found by the scam rules' tests).
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('still finds an address next to long runs, with its position in the text', () => {
    const text = `${'x'.repeat(300)} mail kamer@example.com`;
    expect(findForbiddenText(text)).toContainEqual(
      expect.objectContaining({ kind: 'email', text: 'kamer@example.com', index: 306 }),
    );
  });
});
