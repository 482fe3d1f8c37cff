import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PasswordField } from './password-field';

const labels = { showPasswordLabel: 'Wachtwoord tonen', hidePasswordLabel: 'Wachtwoord verbergen' };

function passwordInput(): HTMLInputElement {
  return screen.getByLabelText('Wachtwoord', { selector: 'input' });
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', () => {
    render(<PasswordField label="Wachtwoord" {...labels} />);
    expect(passwordInput().type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect(passwordInput().type).toBe('text');

    const hide = screen.getByRole('button', { name: 'Wachtwoord verbergen' });
    expect(hide.getAttribute('aria-controls')).toBe(passwordInput().id);
    fireEvent.click(hide);
    expect(passwordInput().type).toBe('password');
  });

  it('never submits the form with the toggle', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = render(
      <form>
        <PasswordField label="Wachtwoord" {...labels} />
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    const toggle = screen.getByRole('button', { name: 'Wachtwoord tonen' }) as HTMLButtonElement;
    expect(toggle.type).toBe('button');
    fireEvent.click(toggle);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sets autocomplete for password managers (current by default, new on request)', () => {
    const { unmount } = render(<PasswordField label="Wachtwoord" {...labels} />);
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
    expect(passwordInput().getAttribute('autocapitalize')).toBe('none');
    unmount();
    render(<PasswordField label="Wachtwoord" autoComplete="new-password" {...labels} />);
    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
  });

  it('passes TextField props through: id, name, error, hint and ref', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(
      <PasswordField
        id="password"
        name="password"
        label="Wachtwoord"
        hint="Gebruik minstens 10 tekens"
        ref={ref}
        {...labels}
      />,
    );
    const input = passwordInput();
    expect(input.id).toBe('password');
    expect(input.name).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(ref.current).toBe(input);
    const describedBy = () =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy()).toBe('Gebruik minstens 10 tekens');

    rerender(
      <PasswordField
        id="password"
        name="password"
        label="Wachtwoord"
        hint="Gebruik minstens 10 tekens"
        error="Te kort"
        ref={ref}
        {...labels}
      />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()).toBe('Te kort');
  });
});
