import { getT } from '@rooms/i18n';
import { shellUserFromProfile } from '@rooms/ui/shell-content';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { SessionProvider } from '../client/session';
import { ANONYMOUS_SESSION } from '../client/session-store';

import { SessionHeader } from './session-header';
import { ShellFrame } from './shell-frame';
import { buildShellTemplate } from './shell-template';

import type { SessionSnapshot } from '../client/session-store';
import type { ShellFrameProps } from './shell-frame';
import type { Locale } from '@rooms/i18n';
import type { ReactElement, ReactNode } from 'react';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
}));

/**
 * The frame as the server renders it, with no client providers (public pages have none). With a
 * `session` it is rendered as the browser shows it once that session is known (the signed-in
 * header's code loaded); with `null` as the server's HTML (session not known yet).
 */
async function render(
  locale: Locale,
  props: Partial<ShellFrameProps> = {},
  session: SessionSnapshot | null = ANONYMOUS_SESSION,
): Promise<string> {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  const frame = (
    <ShellFrame
      locale={locale}
      t={t}
      shellT={shellT}
      alternates={{ nl: '/over-ons', en: '/en/about-us' }}
      flags={{}}
      {...props}
    >
      <p>page body</p>
    </ShellFrame>
  );
  // `prerender` waits for the lazily loaded signed-in header, as the browser does.
  const { prelude } = await prerender(
    session === null ? frame : <SessionProvider known={session}>{frame}</SessionProvider>,
  );
  const html = await new Response(prelude).text();
  // A lazily loaded part comes after the fallback as a hidden segment that replaces it in the
  // browser: keep what the visitor sees.
  const segment = html.indexOf('<div hidden id="S:0">');
  return segment === -1 ? html : html.slice(0, html.indexOf('<!--$?-->')) + html.slice(segment);
}

/** The `<header>` element's markup. */
function headerOf(html: string): string {
  return /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? '';
}

describe('ShellFrame', () => {
  it('renders skip link, header, the page in <main id="main"> and the footer', async () => {
    const html = await render('nl');
    expect(html).toContain('href="#main"');
    expect(html).toContain('Direct naar de inhoud');
    expect(html).toMatch(/<main id="main"[^>]*><p>page body<\/p><\/main>/);
    expect(html).toContain('<footer');
    expect(html).toContain(
      'href="/gebruiker/inloggen?source=clicked+navbar&amp;returnUrl=%2Fover-ons"',
    );
    expect(html).not.toContain('data-testid="maintenance-banner"');
  });

  it('marks the account buttons to be kept invisibly in place until the session is known', async () => {
    const pending = await render('nl', {}, null);
    // The header and the drawer sit in the pending wrapper, whose style hides what is marked.
    expect(pending).toMatch(/<div class="[^"]*session[^"]*pending[^"]*"><header/);
    const login = /<a [^>]*href="\/gebruiker\/inloggen[^"]*"[^>]*>/g;
    const marked = [...pending.matchAll(login)].map((match) => match[0]);
    expect(marked).toHaveLength(2); // the bar and the drawer
    for (const tag of marked) expect(tag).toContain('data-account=""');
    expect(pending).toMatch(/<a [^>]*href="\/kamer-verhuren"(?![^>]*data-account)[^>]*>/);
    expect(pending).not.toContain('data-testid="menu-logout"');
    // Known to be anonymous: the same header, no longer pending.
    const anonymous = await render('nl');
    expect(anonymous).toMatch(/<div class="[^"]*session[^"]*"><header/);
    expect(anonymous).not.toMatch(/<div class="[^"]*pending[^"]*"><header/);
  });

  it('renders the skip link and the header without MUI', async () => {
    const html = await render('en');
    expect(html).toMatch(/<a href="#main" class="[^"]+">Skip to main content<\/a>/);
    expect(headerOf(html)).not.toBe('');
    expect(headerOf(html)).not.toContain('Mui');
  });

  it('links the language switch to the page in the other language, with the hint', async () => {
    const html = await render('en');
    const tag = /<a[^>]*data-testid="language-switch"[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain('href="/over-ons"');
    expect(tag).toMatch(/hreflang="nl"/i);
    expect(tag).toContain('title="View this page in Dutch"');
  });

  it('shows the logo-only header and no footer in the simple variant', async () => {
    const html = await render('en', { variant: 'simple' });
    expect(html).toContain('aria-label="Rooms home page"');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('Log in');
  });

  it('shows the maintenance message when given', async () => {
    const html = await render('en', {
      maintenance: { message: 'Maintenance tonight at 22:00.', version: 'abcd1234' },
    });
    expect(html).toContain('data-testid="maintenance-banner"');
    expect(html).toContain('aria-label="Maintenance notice"');
    expect(html).toContain('Maintenance tonight at 22:00.');
  });

  it('shows the signed-in header with the help centre when configured', async () => {
    const shellUser = {
      ...shellUserFromProfile({
        usernamefirst: 'Tessa',
        userphoto: null,
        haspremiumaccount: false,
      }),
      unreadMessages: 3,
    };
    // The language's template, as `GET /next/api/shell-template/nl` serves it.
    const [t, shellT] = await Promise.all([getT('nl'), getT('nl', 'shell')]);
    const template = buildShellTemplate('nl', t, shellT, {
      flags: {},
      supportUrl: 'https://help.example/nl',
    });
    const fetchMock = vi.fn(async () => Response.json(template));
    vi.stubGlobal('fetch', fetchMock);
    const html = await render('nl', {}, { ...ANONYMOUS_SESSION, shellUser }).finally(() =>
      vi.unstubAllGlobals(),
    );
    expect(fetchMock).toHaveBeenCalledWith('/next/api/shell-template/nl');
    expect(html).toContain('aria-label="Menu van Tessa"');
    expect(html).toContain('href="/maken-advertentie"');
    expect(html).toContain('href="/mijn-berichten/default"');
    expect(html).toContain('3 ongelezen gesprekken');
    expect(html).toContain('Hoi Tessa!');
    expect(html).toContain('href="https://help.example/nl"');
    expect(html).not.toContain('Inloggen');
    expect(html).toContain('data-testid="menu-logout"');
    expect(html).toContain('data-testid="drawer-logout"');
    expect(headerOf(html)).not.toContain('Mui');
    expect(html).toContain('href="/en/about-us"');
  });

  it("hands the session switch no signed-in template (issue 24: not in the page's payload)", async () => {
    const [t, shellT] = await Promise.all([getT('en'), getT('en', 'shell')]);
    const tree = ShellFrame({
      locale: 'en',
      t,
      shellT,
      alternates: { nl: '/over-ons', en: '/en/about-us' },
      flags: {},
      children: null,
    });
    const find = (node: ReactNode): ReactElement<Record<string, unknown>> | undefined => {
      if (Array.isArray(node)) return node.map(find).find(Boolean);
      if (node === null || typeof node !== 'object' || !('props' in node)) return undefined;
      const element = node as ReactElement<Record<string, unknown>>;
      if (element.type === SessionHeader) return element;
      return find(element.props.children as ReactNode);
    };
    const session = find(tree);
    expect(session).toBeDefined();
    const { anonymous: _anonymous, languageSwitch: _switch, ...props } = session?.props ?? {};
    expect(Object.keys(props).sort()).toEqual([
      'alternates',
      'locale',
      'logoutFailedDismissLabel',
      'logoutFailedText',
    ]);
    expect(JSON.stringify(props).length).toBeLessThan(200);
  });

  it('hides a maintenance message this visitor dismissed', async () => {
    const html = await render(
      'en',
      { maintenance: { message: 'Maintenance tonight at 22:00.', version: 'abcd1234' } },
      { ...ANONYMOUS_SESSION, maintenanceDismissed: 'abcd1234' },
    );
    expect(html).not.toContain('data-testid="maintenance-banner"');
  });
});
