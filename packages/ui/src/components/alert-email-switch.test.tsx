import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AlertEmailSwitch } from './alert-email-switch';

describe('AlertEmailSwitch', () => {
  it('is a named switch that reports the opposite state when pressed', () => {
    const onChange = vi.fn();
    render(
      <AlertEmailSwitch
        checked
        label="Search alert e-mails"
        hint="New homes"
        onText="On"
        offText="Off"
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Search alert e-mails' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe('On');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('is disabled while saving', () => {
    render(
      <AlertEmailSwitch
        checked={false}
        busy
        label="L"
        hint="H"
        onText="On"
        offText="Off"
        onChange={vi.fn()}
      />,
    );
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('switch').textContent).toBe('Off');
  });
});
