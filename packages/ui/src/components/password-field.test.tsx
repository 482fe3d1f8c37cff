import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { PasswordField } from './password-field';

const labels = { showPasswordLabel: 'Wachtwoord tonen', hidePasswordLabel: 'Wachtwoord verbergen' };

function passwordInput(): HTMLInputElement {
  return screen.getByLabelText('Wachtwoord', { selector: 'input' });
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', () => {
    renderWithTheme(<PasswordField label="Wachtwoord" {...labels} />);
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
    const { container } = renderWithTheme(
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
    const { unmount } = renderWithTheme(<PasswordField label="Wachtwoord" {...labels} />);
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
    expect(passwordInput().getAttribute('autocapitalize')).toBe('none');
    unmount();
    renderWithTheme(<PasswordField label="Wachtwoord" autoComplete="new-password" {...labels} />);
    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
  });

  it('passes TextField props through: id, name, error, helper text and inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <PasswordField
        id="password"
        name="password"
        label="Wachtwoord"
        error
        helperText="Gebruik minstens 10 tekens"
        inputRef={ref}
        {...labels}
      />,
    );
    const input = passwordInput();
    expect(input.id).toBe('password');
    expect(input.name).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(ref.current).toBe(input);
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Gebruik minstens 10 tekens');
  });
});
