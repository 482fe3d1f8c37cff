import { RoomsError } from '@rooms/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { requireUser, signInPathFor } from './require-user';

import type { CurrentUser } from '../client/session';

const getCurrentUser = vi.hoisted(() => vi.fn<(locale: string) => Promise<unknown>>());

vi.mock('./rooms-api', () => ({ getCurrentUser }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));

const tessa: CurrentUser = {
  userid: 1,
  useremail: 'tenant@rooms.test',
  usernamefirst: 'Tessa',
  userphoto: null,
  haspremiumaccount: false,
  productshortdescription: null,
};

beforeEach(() => {
  getCurrentUser.mockReset();
});

describe('signInPathFor', () => {
  it('builds the sign-in page of the language with the return path in the query', () => {
    expect(signInPathFor('nl', '/my-favorites/rooms?pageNo=2')).toBe(
      '/gebruiker/inloggen?returnUrl=%2Fmy-favorites%2Frooms%3FpageNo%3D2',
    );
    expect(signInPathFor('en', '/en/dashboard')).toBe('/en/user/login?returnUrl=%2Fen%2Fdashboard');
  });

  it('never puts another site in returnUrl', () => {
    expect(signInPathFor('en', 'https://evil.example/x')).toBe('/en/user/login?returnUrl=%2F');
    expect(signInPathFor('nl', '//evil.example')).toBe('/gebruiker/inloggen?returnUrl=%2F');
  });
});

describe('requireUser', () => {
  it('returns the signed-in user, asked in the page language', async () => {
    getCurrentUser.mockResolvedValue(tessa);
    await expect(requireUser('en', '/en/dashboard')).resolves.toBe(tessa);
    expect(getCurrentUser).toHaveBeenCalledWith('en');
  });

  it('redirects to sign-in with returnUrl when the session is missing or stale', async () => {
    getCurrentUser.mockResolvedValue(null);
    await expect(requireUser('nl', '/dashboard')).rejects.toThrow(
      'NEXT_REDIRECT /gebruiker/inloggen?returnUrl=%2Fdashboard',
    );
  });

  it('lets other API failures through (the error page shows them)', async () => {
    getCurrentUser.mockRejectedValue(new RoomsError({ code: 'http_500', status: 500 }));
    await expect(requireUser('en', '/en/dashboard')).rejects.toBeInstanceOf(RoomsError);
  });
});
