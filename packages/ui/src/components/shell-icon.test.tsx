import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ControlIcon } from './control-icon';
import { CONTROL_ICON_PATHS, SHELL_ICON_PATHS } from './icon-paths';
import { ICON_SPRITE_HREF } from './icon-sprite';
import { ShellIcon } from './shell-icon';
import { SvgIcon } from './svg-icon';

describe('ShellIcon', () => {
  it('uses the named symbol of the versioned sprite, hidden from assistive technology', () => {
    const { container } = render(<ShellIcon name="messages" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe(`${ICON_SPRITE_HREF}#messages`);
    expect(ICON_SPRITE_HREF).toMatch(/^\/icons\/rooms-icons\.svg\?v=[0-9a-f]{8}$/);
    expect(svg?.querySelector('path')).toBeNull();
  });

  it('takes a size in px and a class of the caller', () => {
    const { container } = render(<ShellIcon name="close" size={16} className="muted" />);
    const svg = container.querySelector('svg');
    expect(svg?.style.fontSize).toBe('16px');
    expect(svg?.classList.contains('muted')).toBe(true);
  });

  it('carries no path data in its server markup (issue 24: HTML size)', () => {
    const html = renderToStaticMarkup(<ShellIcon name="settings" />);
    expect(html).not.toContain(SHELL_ICON_PATHS.settings);
    expect(html.length).toBeLessThan(140);
  });

  it('knows every control icon under the same name and path', () => {
    for (const [name, path] of Object.entries(CONTROL_ICON_PATHS)) {
      expect(SHELL_ICON_PATHS[name as keyof typeof CONTROL_ICON_PATHS]).toBe(path);
    }
  });
});

describe('ControlIcon', () => {
  it('uses the named control symbol, sized like a shell icon', () => {
    const { container } = render(<ControlIcon name="warning" size="small" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe(`${ICON_SPRITE_HREF}#warning`);
    expect(svg?.getAttribute('class')).toMatch(/small/);
  });
});

describe('SvgIcon', () => {
  it('passes no style prop without a style (no `$undefined` in the RSC payload)', () => {
    const element = SvgIcon({ symbol: 'menu' });
    expect(Object.keys(element.props as object)).not.toContain('style');
    const sized = SvgIcon({ symbol: 'menu', size: 16 });
    expect((sized.props as { style?: unknown }).style).toEqual({ fontSize: 16 });
  });

  it('still draws inline path data in a 24×24 viewBox', () => {
    const { container } = render(<SvgIcon path="M3 3h18v18H3z" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M3 3h18v18H3z');
  });
});
