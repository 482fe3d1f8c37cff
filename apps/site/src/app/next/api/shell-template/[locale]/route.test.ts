import { describe, expect, it } from 'vitest';

import { ALTERNATE_SLOTS, NAME_SLOT } from '../../../../../shell/header-variants';

import { GET, generateStaticParams } from './route';

import type { SignedInTemplate } from '../../../../../shell/header-variants';

const get = (locale: string) =>
  GET(new Request(`http://localhost/next/api/shell-template/${locale}`), {
    params: Promise.resolve({ locale }),
  });

describe('GET /next/api/shell-template/<locale>', () => {
  it('is built for both languages', () => {
    expect(generateStaticParams()).toEqual([{ locale: 'nl' }, { locale: 'en' }]);
  });

  it("answers the language's signed-in template with slots for the name and the page", async () => {
    const response = await get('en');
    expect(response.status).toBe(200);
    const template = (await response.json()) as SignedInTemplate;
    expect(template.locale).toBe('en');
    expect(template.signedIn.menu?.buttonLabel).toContain(NAME_SLOT);
    expect(template.signedIn.drawer?.language?.href).toBe(ALTERNATE_SLOTS.nl);
    expect(template.signedIn.actions.map((action) => action.href)).toEqual(['/en/create-listing']);
    expect(template.unreadLabels.other).toContain('unread conversations');
  });

  it('answers 404 for an unknown language', async () => {
    expect((await get('de')).status).toBe(404);
  });
});
