import { describe, expect, expectTypeOf, it } from 'vitest';

import { bundledResources, CLIENT_NAMESPACES, clientResources, pageResources } from './bundles';
import { createI18n, getT } from './create-i18n';
import { createI18nInstance, i18nOptions } from './create-instance';

describe('createI18n', () => {
  it('translates in Dutch and English', async () => {
    const nl = await createI18n('nl');
    const en = await createI18n('en');
    expect(nl.language).toBe('nl');
    expect(nl.t('nav.login')).toBe('Inloggen');
    expect(en.t('nav.login')).toBe('Log in');
    expect(nl.t('home.categories.antiSquat')).toBe('Anti-kraak');
    expect(en.t('errors:http_404')).toBe('We could not find what you were looking for.');
    expect(nl.t('http_404', { ns: 'errors' })).toBe('We konden niet vinden wat je zocht.');
  });

  it('interpolates without HTML escaping', async () => {
    const en = await createI18n('en');
    expect(en.t('footer.copyright', { year: 2025 })).toBe('© 2025 Rooms. All rights reserved.');
    expect(en.t('error.traceId', { traceId: '<abc&1>' })).toBe('Trace ID: <abc&1>');
  });

  it('returns a new instance on every call', async () => {
    const first = await createI18n('nl');
    const second = await createI18n('nl');
    expect(first).not.toBe(second);
    await first.changeLanguage('en');
    expect(first.language).toBe('en');
    expect(second.language).toBe('nl');
    expect(second.t('nav.logout')).toBe('Uitloggen');
  });

  it('loads only the namespaces asked for', async () => {
    const instance = await createI18n('en', ['errors']);
    expect(instance.hasResourceBundle('en', 'errors')).toBe(true);
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
  });
});

describe('getT', () => {
  it('gives a t function fixed to language and namespace', async () => {
    const t = await getT('nl');
    expect(t('nav.register')).toBe('Registreren');
    const errors = await getT('en', 'errors');
    expect(errors('1129')).toBe('You have already saved this search alert.');
    expect((await getT('nl', 'errors'))('timeout')).toMatch(/^Dit duurt te lang/);
  });

  it('has typed keys', async () => {
    const t = await getT('en');
    expectTypeOf(t('nav.login')).toEqualTypeOf<'Log in'>();
    // @ts-expect-error: not a key of the common namespace
    t('nav.doesNotExist');
  });
});

describe('i18nOptions', () => {
  it('bundles the locale and the Dutch fallback, synchronously', () => {
    const en = i18nOptions('en', bundledResources('en'));
    expect(Object.keys(en.resources ?? {})).toEqual(['en', 'nl']);
    expect(en).toMatchObject({
      lng: 'en',
      fallbackLng: 'nl',
      initAsync: false,
      defaultNS: 'common',
    });
    expect(
      Object.keys(i18nOptions('nl', bundledResources('nl', ['errors'])).resources ?? {}),
    ).toEqual(['nl']);
  });

  it('creates an instance usable immediately', () => {
    const instance = createI18nInstance('en', bundledResources('en'));
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('appName')).toBe('Rooms');
  });
});

describe('pageResources', () => {
  it("adds a page's own namespaces to the client ones, in one language", () => {
    const nl = pageResources('nl', ['wizard']);
    expect(Object.keys(nl).sort()).toEqual([...CLIENT_NAMESPACES, 'wizard'].sort());
    expect(nl.wizard?.form.back).toBe('Terug');
    expect(pageResources('en', ['wizard']).wizard?.form.back).toBe('Back');
  });
});

describe('clientResources', () => {
  it('hands the browser one language without the server-only namespaces', () => {
    const en = clientResources('en');
    expect(Object.keys(en).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(en).not.toHaveProperty('content');
    expect(en).not.toHaveProperty('wizard');
    expect(en.common?.nav.login).toBe('Log in');
    expect(clientResources('nl').common?.nav.login).toBe('Inloggen');
  });

  it('is enough for a client instance of that language alone', () => {
    const instance = createI18nInstance('nl', { nl: clientResources('nl') });
    expect(instance.t('nav.favourites')).toBe('Favorieten');
    expect(instance.t('search:filters.close' as never)).toBe('Filters sluiten');
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
  });
});
