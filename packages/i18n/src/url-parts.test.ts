import { describe, expect, it } from 'vitest';

import { splitUrl, trimTrailingSlashes } from './url-parts';

describe('splitUrl', () => {
  it('splits a path with query and hash', () => {
    expect(splitUrl('/huren/kamer-groningen?pageNo=2#top')).toEqual({
      origin: '',
      pathname: '/huren/kamer-groningen',
      search: '?pageNo=2',
      hash: '#top',
    });
  });

  it('splits an absolute URL', () => {
    expect(splitUrl('https://rooms.example:8080/en/about-us?a=1')).toEqual({
      origin: 'https://rooms.example:8080',
      pathname: '/en/about-us',
      search: '?a=1',
      hash: '',
    });
    expect(splitUrl('https://rooms.example')).toMatchObject({ pathname: '/' });
  });

  it('gives a leading slash to empty or relative paths', () => {
    expect(splitUrl('').pathname).toBe('/');
    expect(splitUrl('?x=1')).toMatchObject({ pathname: '/', search: '?x=1' });
    expect(splitUrl('over-ons').pathname).toBe('/over-ons');
  });
});

describe('trimTrailingSlashes', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(trimTrailingSlashes('/over-ons/')).toBe('/over-ons');
    expect(trimTrailingSlashes('/en//')).toBe('/en');
    expect(trimTrailingSlashes('/')).toBe('/');
    expect(trimTrailingSlashes('//')).toBe('/');
  });
});
