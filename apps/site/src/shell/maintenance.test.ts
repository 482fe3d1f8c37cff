import { describe, expect, it } from 'vitest';

import { maintenanceBannerMessage, maintenanceVersion } from './maintenance';

const MESSAGES = { nl: 'Vanavond onderhoud', en: 'Maintenance tonight' };

describe('maintenanceVersion', () => {
  it('is null without messages and a stable 8-digit fingerprint otherwise', () => {
    expect(maintenanceVersion({ nl: undefined, en: undefined })).toBeNull();
    const version = maintenanceVersion(MESSAGES);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(maintenanceVersion({ ...MESSAGES })).toBe(version);
  });

  it('changes when either message changes', () => {
    const version = maintenanceVersion(MESSAGES);
    expect(maintenanceVersion({ ...MESSAGES, en: 'Maintenance tomorrow' })).not.toBe(version);
    expect(maintenanceVersion({ ...MESSAGES, nl: 'Morgen onderhoud' })).not.toBe(version);
  });
});

describe('maintenanceBannerMessage', () => {
  it('shows the message of the page language until this version is dismissed', () => {
    expect(maintenanceBannerMessage('nl', MESSAGES, undefined)).toBe('Vanavond onderhoud');
    expect(maintenanceBannerMessage('en', MESSAGES, 'something-else')).toBe('Maintenance tonight');
    expect(maintenanceBannerMessage('en', MESSAGES, maintenanceVersion(MESSAGES) ?? '')).toBeNull();
  });

  it('shows nothing for a language without a message', () => {
    expect(
      maintenanceBannerMessage('en', { nl: 'Onderhoud', en: undefined }, undefined),
    ).toBeNull();
  });
});
