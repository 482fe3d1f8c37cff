import { describe, expect, it } from 'vitest';

import { isLandlordRoute, isPrivateRoute, isStaffRoute } from './route-flags';

describe('isPrivateRoute', () => {
  it('reads the flag from a route key or a path', () => {
    expect(isPrivateRoute('myAccount')).toBe(true);
    expect(isPrivateRoute('/en/my-account')).toBe(true);
    expect(isPrivateRoute('/mijn-berichten/default?pageNo=2')).toBe(true);
    expect(isPrivateRoute('/maken-advertentie')).toBe(true);
    expect(isPrivateRoute('/en/preview-roomadvert/5/search')).toBe(true);
    expect(isPrivateRoute('home')).toBe(false);
    expect(isPrivateRoute('/huren/kamer-groningen')).toBe(false);
    expect(isPrivateRoute('/gebruiker/inloggen')).toBe(false);
    expect(isPrivateRoute('/unknown')).toBe(false);
  });
});

describe('isLandlordRoute', () => {
  it('reads the flag from a route key or a path', () => {
    expect(isLandlordRoute('myAdverts')).toBe(true);
    expect(isLandlordRoute('/mijn-advertenties')).toBe(true);
    expect(isLandlordRoute('/en/create-listing/12/media')).toBe(true);
    expect(isLandlordRoute('/en/tenant-search/payment-step1')).toBe(true);
    expect(isLandlordRoute('/studenthouse')).toBe(true);
    expect(isLandlordRoute('/kamer-verhuren')).toBe(true);
    expect(isLandlordRoute('/en/my-messages/default')).toBe(false);
    expect(isLandlordRoute('/huren/kamer-groningen')).toBe(false);
    expect(isLandlordRoute('/unknown')).toBe(false);
  });
});

describe('isStaffRoute', () => {
  it('flags the back office in both languages and nothing else', () => {
    expect(isStaffRoute('moderation')).toBe(true);
    expect(isStaffRoute('/moderatie')).toBe(true);
    expect(isStaffRoute('/en/moderation/audit-log')).toBe(true);
    expect(isStaffRoute('/moderatie/gesprek/12')).toBe(true);
    expect(isStaffRoute('myAccount')).toBe(false);
    expect(isStaffRoute('/huren/kamer-groningen')).toBe(false);
    expect(isStaffRoute('/unknown')).toBe(false);
  });
});
