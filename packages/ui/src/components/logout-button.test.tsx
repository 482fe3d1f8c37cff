import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LogoutButton, LogoutProvider } from './logout-button';

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

describe('LogoutButton', () => {
  it('closes the popover it sits in, then calls the provider', () => {
    const calls: string[] = [];
    // jsdom has no popover API.
    HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
      calls.push(`hide ${this.id}`);
    };
    render(
      <LogoutProvider onLogout={() => calls.push('logout')}>
        <div id="panel" popover="auto">
          <LogoutButton role="menuitem">Log out</LogoutButton>
        </div>
      </LogoutProvider>,
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out', hidden: true }));
    expect(calls).toEqual(['hide panel', 'logout']);
  });

  it('is a plain button that does nothing without a provider or a popover', () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    render(<LogoutButton data-testid="logout">Log out</LogoutButton>);
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-testid')).toBe('logout');
    fireEvent.click(button);
    expect(hidePopover).not.toHaveBeenCalled();
  });
});
