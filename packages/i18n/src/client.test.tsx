import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { i18n } from 'i18next';
import type * as React from 'react';
import type { ReactElement } from 'react';
import type * as ReactI18next from 'react-i18next';

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof React>();
  return { ...actual, useMemo: <T,>(factory: () => T) => factory() };
});

const translation = vi.hoisted(() => ({ language: undefined as unknown }));

vi.mock('react-i18next', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactI18next>();
  return { ...actual, useTranslation: () => ({ i18n: { language: translation.language } }) };
});

const { I18nProvider, useLocale } = await import('./client');
const { clientResources } = await import('./bundles');

describe('I18nProvider', () => {
  it('wraps I18nextProvider with an initialised instance for the locale', () => {
    const element = I18nProvider({
      locale: 'en',
      resources: clientResources('en'),
      children: 'child',
    }) as ReactElement<{
      i18n: i18n;
      defaultNS: string;
      children: unknown;
    }>;
    expect(isValidElement(element)).toBe(true);
    expect(element.props.defaultNS).toBe('common');
    expect(element.props.children).toBe('child');
    expect(element.props.i18n.language).toBe('en');
    expect(element.props.i18n.t('nav.favourites')).toBe('Favourites');
  });

  it('creates a Dutch instance for nl', () => {
    const element = I18nProvider({
      locale: 'nl',
      resources: clientResources('nl'),
    }) as ReactElement<{ i18n: i18n }>;
    expect(element.props.i18n.t('nav.favourites')).toBe('Favorieten');
  });
});

describe('useLocale', () => {
  it('reads the provider language and refuses outside a provider', () => {
    translation.language = 'nl';
    expect(useLocale()).toBe('nl');
    translation.language = undefined;
    expect(() => useLocale()).toThrow(/inside <I18nProvider>/);
  });
});
