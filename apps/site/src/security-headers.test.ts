import { describe, expect, it } from 'vitest';

import nextConfig from '../next.config';

import { OSM_TILE_URL } from './features/maps/tile-source';
import {
  contentSecurityPolicy,
  createNonce,
  CSP_HEADER,
  HSTS_MAX_AGE_SECONDS,
  NONCE_HEADER,
  securePageRequest,
  staticSecurityHeaders,
  STRIPE_SOURCES,
  tileImageSource,
} from './security-headers';

import type { PagePolicyOptions } from './security-headers';

/** A policy's directives by name, each as its list of sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const PRODUCTION: PagePolicyOptions = {
  nonce: 'bm9uY2Utb2YtdGhpcy1wYWdl',
  development: false,
  https: true,
  tileUrl: OSM_TILE_URL,
};

describe('createNonce', () => {
  it('gives 128 random bits in base64, never the same twice', () => {
    const nonces = Array.from({ length: 200 }, () => createNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('tileImageSource', () => {
  it.each([
    [OSM_TILE_URL, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}{r}.png', 'https://*.tile.example.com'],
    ['https://tiles-{s}.maps.example.nl/{z}/{x}/{y}.png?key=k', 'https://*.maps.example.nl'],
    ['https://a.{s}.example.com/{z}/{x}/{y}.png', 'https://*.example.com'],
    ['HTTP://LocalHost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['https://{s}/{z}/{x}/{y}.png', 'https:'],
  ])('allows the images of %s with %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });

  it('refuses a template that is no http(s) URL', () => {
    expect(() => tileImageSource('/tiles/{z}/{x}/{y}.png')).toThrow(/not an http\(s\)/);
  });
});

describe('contentSecurityPolicy', () => {
  it('runs only scripts with the nonce or loaded by them: no inline script, no eval', () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION));
    expect(policy['script-src']).toEqual([
      "'self'",
      `'nonce-${PRODUCTION.nonce}'`,
      "'strict-dynamic'",
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('needs the nonce on style elements and allows style attributes only', () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION));
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${PRODUCTION.nonce}'`]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('allows images from the site, data: and the map tile host, nothing else outside', () => {
    const policy = directives(
      contentSecurityPolicy({ ...PRODUCTION, tileUrl: 'https://{s}.tiles.example.nl/{z}/{x}/{y}' }),
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://*.tiles.example.nl']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('may be framed by no site', () => {
    expect(directives(contentSecurityPolicy(PRODUCTION))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('upgrades plain-http subresources on an https site only', () => {
    expect(directives(contentSecurityPolicy(PRODUCTION))).toHaveProperty(
      'upgrade-insecure-requests',
    );
    expect(directives(contentSecurityPolicy({ ...PRODUCTION, https: false }))).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('under next dev allows eval and inline styles (React debugging, the dev overlay)', () => {
    const policy = directives(contentSecurityPolicy({ ...PRODUCTION, development: true }));
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('with Stripe allows its script, frames and API, and nothing more', () => {
    const without = directives(contentSecurityPolicy(PRODUCTION));
    const policy = directives(contentSecurityPolicy({ ...PRODUCTION, stripe: true }));
    expect(policy['script-src']).toEqual([...without['script-src']!, ...STRIPE_SOURCES.script]);
    expect(policy['frame-src']).toEqual([...STRIPE_SOURCES.frame]);
    expect(policy['connect-src']).toEqual(["'self'", ...STRIPE_SOURCES.connect]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('securePageRequest', () => {
  it('hands the page a fresh nonce and the policy that carries it, replacing what was sent', () => {
    const first = new Headers({ [NONCE_HEADER]: 'chosen-by-the-browser', [CSP_HEADER]: 'x' });
    const second = new Headers();
    const firstPolicy = securePageRequest(first);
    const secondPolicy = securePageRequest(second);
    const nonce = first.get(NONCE_HEADER);
    expect(nonce).not.toBe('chosen-by-the-browser');
    expect(nonce).not.toBe(second.get(NONCE_HEADER));
    expect(first.get(CSP_HEADER)).toBe(firstPolicy);
    expect(directives(firstPolicy)['script-src']).toContain(`'nonce-${nonce}'`);
    expect(directives(firstPolicy)['style-src']).toContain(`'nonce-${nonce}'`);
    expect(secondPolicy).not.toBe(firstPolicy);
    // Tests run outside production over http (NEXT_PUBLIC_SITE_URL's default).
    expect(directives(firstPolicy)).not.toHaveProperty('upgrade-insecure-requests');
    expect(directives(firstPolicy)['img-src']).toContain('https://tile.openstreetmap.org');
  });
});

describe('staticSecurityHeaders', () => {
  const byName = (options: Parameters<typeof staticSecurityHeaders>[0]) =>
    Object.fromEntries(staticSecurityHeaders(options).map(({ key, value }) => [key, value]));

  it('sends nosniff, the referrer policy, DENY framing and turns off unused features', () => {
    expect(byName({ hsts: false })).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });

  it('adds HSTS for a year, subdomains included, only when asked (production over https)', () => {
    expect(byName({ hsts: true })['Strict-Transport-Security']).toBe(
      `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    );
    expect(byName({ hsts: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('lets Stripe ask for payments when it is on', () => {
    expect(byName({ hsts: false, stripe: true })['Permissions-Policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });
});

describe('next.config.ts headers()', () => {
  it('sends the static headers on every path but the API pass-through, without HSTS here', async () => {
    const rules = await nextConfig.headers!();
    // The security rule, then the icon sprite's cache rule (its address carries its hash).
    expect(rules.map((candidate) => candidate.source)).toEqual([
      expect.stringMatching(/^\/:path\(/),
      '/icons/rooms-icons.svg',
    ]);
    const [rule, sprite] = rules;
    expect(sprite?.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
    expect(rule?.headers).toEqual(staticSecurityHeaders({ hsts: false }));
    // `/:path(<regular expression>)` in path-to-regexp: the expression must leave the API out.
    expect(rule?.source).toMatch(/^\/:path\(.*\)$/);
    const pattern = new RegExp(`^/${(rule?.source ?? '').slice('/:path'.length)}$`);
    expect(pattern.test('/')).toBe(true);
    expect(pattern.test('/huren/kamer-groningen')).toBe(true);
    expect(pattern.test('/_next/static/chunks/a.js')).toBe(true);
    expect(pattern.test('/services/api/listing/search')).toBe(false);
  });
});
