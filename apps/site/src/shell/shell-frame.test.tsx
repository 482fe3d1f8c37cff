import { getT } from '@rooms/i18n';
import { shellUserFromProfile } from '@rooms/ui/shell-content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { ShellFrame } from './shell-frame';

import type { ShellFrameProps } from './shell-frame';
import type { Locale } from '@rooms/i18n';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
}));

/** The frame as the server renders it, with no client providers (public pages have none). */
async function render(locale: Locale, props: Partial<ShellFrameProps> = {}): Promise<string> {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  return renderToStaticMarkup(
    <ShellFrame
      locale={locale}
      t={t}
      shellT={shellT}
      alternates={{ nl: '/over-ons', en: '/en/about-us' }}
      user={null}
      flags={{}}
      {...props}
    >
      <p>page body</p>
    </ShellFrame>,
  );
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
    const html = await render('en', { maintenanceMessage: 'Maintenance tonight at 22:00.' });
    expect(html).toContain('data-testid="maintenance-banner"');
    expect(html).toContain('aria-label="Maintenance notice"');
    expect(html).toContain('Maintenance tonight at 22:00.');
  });

  it('shows the signed-in header with the help centre when configured', async () => {
    const user = shellUserFromProfile({
      usernamefirst: 'Tessa',
      userphoto: null,
      haspremiumaccount: false,
    });
    const html = await render('nl', { user, supportUrl: 'https://help.example/nl' });
    expect(html).toContain('aria-label="Menu van Tessa"');
    expect(html).toContain('href="/maken-advertentie"');
    expect(html).toContain('href="/mijn-berichten/default"');
    expect(html).toContain('href="https://help.example/nl"');
    expect(html).not.toContain('Inloggen');
    expect(html).toContain('data-testid="menu-logout"');
    expect(html).toContain('data-testid="drawer-logout"');
    expect(headerOf(html)).not.toContain('Mui');
  });
});
