import { getT, matchRoute } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  footerContent,
  homeHeroContent,
  languageSwitchContent,
  routeAlternates,
} from './shell-content';

describe('routeAlternates', () => {
  it('gives the home page in both languages', () => {
    expect(routeAlternates('home')).toEqual({ nl: '/', en: '/en' });
  });

  it('fills parameters into both patterns', () => {
    expect(routeAlternates('roommates', { city: 'groningen' })).toEqual({
      nl: '/huisgenoten/groningen',
      en: '/en/roommates/groningen',
    });
  });
});

describe('languageSwitchContent', () => {
  it('points a Dutch page at its English version, labelled in English', async () => {
    expect(languageSwitchContent('nl', await getT('nl'), { nl: '/', en: '/en' })).toEqual({
      currentLocale: 'nl',
      targetLocale: 'en',
      href: '/en',
      label: 'English',
    });
  });

  it('points an English page at its Dutch version, labelled in Dutch', async () => {
    const props = languageSwitchContent('en', await getT('en'), {
      nl: '/over-ons',
      en: '/en/about-us',
    });
    expect(props.href).toBe('/over-ons');
    expect(props.label).toBe('Nederlands');
    expect(props).not.toHaveProperty('description');
  });

  it('adds the hint as description when given', async () => {
    const props = languageSwitchContent(
      'nl',
      await getT('nl'),
      { nl: '/', en: '/en' },
      'Bekijk deze pagina in het Engels',
    );
    expect(props.description).toBe('Bekijk deze pagina in het Engels');
  });
});

describe('footerContent', () => {
  it('lists the §2 footer links, every one a known route of the page language', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const footer = footerContent(locale, await getT(locale), { year: 2026 });
      expect(footer.links).toHaveLength(13);
      for (const link of footer.links) {
        expect(matchRoute(link.href)?.locale, link.href).toBe(locale);
      }
    }
  });

  it('adds the external support link only when configured, and the year to the copyright', async () => {
    const t = await getT('en');
    const footer = footerContent('en', t, { year: 2031, supportUrl: 'https://help.example/en' });
    expect(footer.links).toContainEqual({
      label: 'Support and contact',
      href: 'https://help.example/en',
      external: true,
    });
    expect(footer.copyright).toContain('2031');
  });
});

describe('homeHeroContent', () => {
  it('searches rooms over the whole country and links the five categories (Dutch)', async () => {
    const hero = homeHeroContent('nl', await getT('nl'));
    expect(hero.action).toBe('/huren/kamer-nederland');
    expect(hero.inputName).toBe('location');
    expect(hero.categories?.map((category) => category.href)).toEqual([
      '/huren/kamer-nederland',
      '/huren/appartement-nederland',
      '/huren/studio-nederland',
      '/huren/anti-kraak-nederland',
      '/huren/studentenwoning-nederland',
    ]);
    expect(hero.secondaryAction?.href).toBe('/kamer-verhuren');
  });

  it('uses the English category words and country', async () => {
    const hero = homeHeroContent('en', await getT('en'));
    expect(hero.headline).toBe('Find your next room or home');
    expect(hero.action).toBe('/en/for-rent/room-netherlands');
    expect(hero.categories?.map((category) => category.href)).toEqual([
      '/en/for-rent/room-netherlands',
      '/en/for-rent/apartment-netherlands',
      '/en/for-rent/studio-netherlands',
      '/en/for-rent/anti-squat-netherlands',
      '/en/for-rent/student-housing-netherlands',
    ]);
  });
});
