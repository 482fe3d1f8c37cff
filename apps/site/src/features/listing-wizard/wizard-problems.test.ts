import { RoomsError } from '@rooms/domain';
import { createI18n } from '@rooms/i18n';
import { beforeAll, describe, expect, it } from 'vitest';

import { centsText, euroCents, wholeNumber } from './form-values';
import { moved } from './media-step';
import { problemText, serverProblemsOf } from './wizard-problems';

import type { WizardTranslate } from './wizard-problems';

let nl: WizardTranslate;
let en: WizardTranslate;

beforeAll(async () => {
  // As in the forms: the wizard namespace first, the §8 texts under `errors:`.
  nl = (await createI18n('nl')).getFixedT('nl', 'wizard') as unknown as WizardTranslate;
  en = (await createI18n('en')).getFixedT('en', 'wizard') as unknown as WizardTranslate;
});

describe('problemText', () => {
  it('gives fields their own text where the generic one is vague', () => {
    expect(problemText(en, 'en', 'postcode', 'invalid')).toBe(
      'Enter a Dutch postcode, like 1234 AB',
    );
    expect(problemText(nl, 'nl', 'listingType', 'required')).toBe('Maak een keuze');
    expect(problemText(en, 'en', 'languages', 'required')).toBe('Choose at least one language');
  });

  it('fills in the limits: euros for money, characters with the current length', () => {
    expect(problemText(en, 'en', 'rentCents', 'too_low')).toBe('At least €50');
    expect(problemText(nl, 'nl', 'rentCents', 'too_high')).toMatch(/^Maximaal €\s?10\.000$/);
    expect(problemText(en, 'en', 'title', 'too_short', 4)).toBe('At least 10 characters (now 4)');
    expect(problemText(en, 'en', 'preferredAgeMin', 'too_low')).toBe('At least 16');
  });
});

describe('serverProblemsOf', () => {
  it('places the API’s field problems on their fields, in the user’s language', () => {
    const error = new RoomsError({
      code: 'invalid_request',
      status: 400,
      data: {
        fields: [
          { field: 'body.postcode', message: 'invalid' },
          { field: 'body.streetId', message: 'not_in_city' },
        ],
      },
    });
    expect(serverProblemsOf(error, nl, 'nl')).toEqual({
      fields: {
        postcode: 'Vul een Nederlandse postcode in, zoals 1234 AB',
        streetId: 'Kies een straat in deze plaats uit de suggesties',
      },
      general: [],
    });
  });

  it('says which contact details to remove for forbidden text (10064/10065)', () => {
    const error = new RoomsError({
      code: 10065,
      status: 400,
      data: {
        findings: [
          { field: 'description', kind: 'phone', text: '06 12345678', index: 3 },
          { field: 'description', kind: 'email', text: 'a@b.nl', index: 20 },
        ],
      },
    });
    const { fields, general } = serverProblemsOf(error, en, 'en');
    expect(general).toEqual([]);
    expect(fields.description).toBe(
      'Remove the phone number “06 12345678” from the description Remove the e-mail address “a@b.nl” from the description',
    );
  });

  it('shows the catalogue text for other refusals and for problems it cannot place', () => {
    const readonly = new RoomsError({ code: 'address_readonly', status: 409 });
    expect(serverProblemsOf(readonly, en, 'en').general).toEqual([
      'The address of an advert cannot be changed once it has been published. Create a new advert for another address.',
    ]);
    const typeError = new RoomsError({
      code: 'invalid_request',
      status: 400,
      data: { fields: [{ field: 'body.surfaceM2', message: 'Expected number, received string' }] },
    });
    expect(serverProblemsOf(typeError, en, 'en')).toEqual({
      fields: {},
      general: ['The request is not valid. Please check what you entered and try again.'],
    });
    expect(serverProblemsOf(new Error('network'), en, 'en').general).toEqual([
      'Something went wrong. Please try again.',
    ]);
  });
});

describe('form values', () => {
  it('reads whole numbers: empty is null, anything else not a whole number is NaN', () => {
    expect(wholeNumber(' 24 ')).toBe(24);
    expect(wholeNumber('')).toBeNull();
    expect(wholeNumber('2,5')).toBeNaN();
    expect(wholeNumber('-3')).toBeNaN();
  });

  it('reads euro amounts in cents and shows cents for editing', () => {
    expect(euroCents('645,50')).toBe(64550);
    expect(euroCents('1.250')).toBe(125000);
    expect(euroCents('')).toBeNull();
    expect(euroCents('veel')).toBeNaN();
    expect(centsText(64550, 'nl')).toBe('645,50');
    expect(centsText(64550, 'en')).toBe('645.50');
    expect(centsText(60000, 'en')).toBe('600');
    expect(centsText(null, 'nl')).toBe('');
  });
});

describe('moved', () => {
  it('moves one photo to a new place and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});
