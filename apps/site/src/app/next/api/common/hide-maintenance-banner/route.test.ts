import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MAINTENANCE_COOKIE, maintenanceVersion } from '../../../../../shell/maintenance';

const messages = vi.hoisted(() => ({
  current: { nl: undefined as string | undefined, en: undefined as string | undefined },
}));

vi.mock('../../../../../env', () => ({
  env: {
    get maintenanceMessage() {
      return messages.current;
    },
  },
}));

const { POST } = await import('./route');

function post(url = 'http://localhost:3000/next/api/common/hide-maintenance-banner') {
  return POST(new NextRequest(url, { method: 'POST' }));
}

describe('POST /next/api/common/hide-maintenance-banner', () => {
  beforeEach(() => {
    messages.current = { nl: 'Vanavond onderhoud', en: 'Maintenance tonight' };
  });

  it('answers 204 and remembers the dismissed message version in an httpOnly cookie', async () => {
    const response = post();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const cookie = response.cookies.get(MAINTENANCE_COOKIE);
    expect(cookie?.value).toBe(maintenanceVersion(messages.current));
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/SameSite=lax/i);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).not.toMatch(/Secure/i);
  });

  it('marks the cookie secure over https', () => {
    const header = post(
      'https://rooms.example/next/api/common/hide-maintenance-banner',
    ).headers.get('set-cookie');
    expect(header).toMatch(/Secure/i);
  });

  it('stores nothing when no message is configured', () => {
    messages.current = { nl: undefined, en: undefined };
    const response = post();
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
