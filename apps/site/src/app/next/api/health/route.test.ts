import { describe, expect, it } from 'vitest';

import { config } from '../../../../proxy';

import { dynamic, GET } from './route';

describe('GET /next/api/health', () => {
  it('answers 200 JSON status ok, never cached, rendered per call', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(dynamic).toBe('force-dynamic');
  });

  it('lies outside the locale proxy (no redirect to a language)', () => {
    const pagePattern = config.matcher[1]!.replace(/^\/\(/, '^/(').replace(/\)$/, ')$');
    // The matcher's page pattern, as Next.js applies it to the path.
    expect(new RegExp(pagePattern).test('/next/api/health')).toBe(false);
    expect(new RegExp(pagePattern).test('/huren')).toBe(true);
  });
});
