import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AlreadyLetDialog } from './already-let-dialog';

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
  title: 'Is this home already let?',
  intro: 'Tell us if you know this home is no longer available.',
  confirm: 'Yes, it is let',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
};

describe('AlreadyLetDialog', () => {
  it('is a dialog named by its title that confirms or cancels', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <AlreadyLetDialog
        open
        texts={texts}
        busy={false}
        error={null}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Is this home already let?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText(texts.intro)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it is let' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('announces a refusal and sends nothing twice while busy', () => {
    const onConfirm = vi.fn();
    render(
      <AlreadyLetDialog
        open
        texts={texts}
        busy
        error="Too many attempts. Wait a moment and try again."
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts');
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sending);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays closed until asked to open', () => {
    render(
      <AlreadyLetDialog
        open={false}
        texts={texts}
        busy={false}
        error={null}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
