import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CONTROL_ICON_PATHS, ControlIcon } from './control-icon';
import { SHELL_ICON_PATHS, ShellIcon } from './shell-icon';

describe('ShellIcon', () => {
  it('draws the named path in a 24×24 viewBox, hidden from assistive technology', () => {
    const { container } = render(<ShellIcon name="messages" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(SHELL_ICON_PATHS.messages);
  });

  it('takes a size in px and a class of the caller', () => {
    const { container } = render(<ShellIcon name="close" size={16} className="muted" />);
    const svg = container.querySelector('svg');
    expect(svg?.style.fontSize).toBe('16px');
    expect(svg?.classList.contains('muted')).toBe(true);
  });

  it('knows every control icon under the same name and path', () => {
    for (const [name, path] of Object.entries(CONTROL_ICON_PATHS)) {
      expect(SHELL_ICON_PATHS[name as keyof typeof CONTROL_ICON_PATHS]).toBe(path);
    }
  });
});

describe('ControlIcon', () => {
  it('draws the named control path, sized like a shell icon', () => {
    const { container } = render(<ControlIcon name="warning" size="small" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(CONTROL_ICON_PATHS.warning);
    expect(svg?.getAttribute('class')).toMatch(/small/);
  });
});
