import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { DeleteAccountDialog } from './delete-account-dialog';

// jsdom has no modal dialogs: open and close set the `open` attribute, as browsers do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const texts = {
  title: 'Delete your account?',
  consequences: ['Your adverts are removed.', 'You are signed out everywhere.'],
  passwordLabel: 'Your password',
  passwordHint: 'Type your password to confirm.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  confirm: 'Delete my account for good',
  cancel: 'Cancel',
  close: 'Close',
};

describe('DeleteAccountDialog', () => {
  it('lists what happens and confirms with the typed password only', () => {
    const onConfirm = vi.fn();
    render(
      <DeleteAccountDialog
        open
        texts={texts}
        busy={false}
        error={null}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Your adverts are removed.')).toBeTruthy();
    const confirm = screen.getByRole('button', {
      name: 'Delete my account for good',
      hidden: true,
    });
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your password'), {
      target: { value: 'my secret pass' },
    });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('my secret pass');
  });

  it('shows the error on the field and does not send twice while busy', () => {
    const onConfirm = vi.fn();
    render(
      <DeleteAccountDialog
        open
        texts={texts}
        busy
        error="The password is incorrect."
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'x' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete my account for good', hidden: true }),
    );
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getAllByText('The password is incorrect.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
  });

  it('cancel closes it', () => {
    const onClose = vi.fn();
    render(
      <DeleteAccountDialog
        open
        texts={texts}
        busy={false}
        error={null}
        onConfirm={vi.fn()}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onClose).toHaveBeenCalled();
  });
});
