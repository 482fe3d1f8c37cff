import { AlertFrequency } from '@rooms/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { SearchAlertButton } from './search-alert-button';
import { SearchAlertDialog } from './search-alert-dialog';

import type { SearchAlertDialogProps, SearchAlertDialogTexts } from './search-alert-dialog';

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

const TEXTS: SearchAlertDialogTexts = {
  title: 'E-mail me new matches',
  close: 'Close',
  frequencyLegend: 'How often?',
  frequencies: {
    instant: { label: 'Instant', hint: 'Within minutes' },
    daily: { label: 'Daily', hint: 'Every morning' },
    weekly: { label: 'Weekly', hint: 'Mondays' },
  },
  instantDisabled: 'Too many matches a day',
  nameLabel: 'Name (optional)',
  nameHint: 'Up to 80 characters',
  save: 'Save search',
  saving: 'Saving…',
  cancel: 'Cancel',
  done: 'Done',
};

function renderDialog(props: Partial<SearchAlertDialogProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onFrequencyChange: vi.fn(),
    onNameChange: vi.fn(),
    onSubmit: vi.fn(),
  };
  render(
    <SearchAlertDialog
      open
      texts={TEXTS}
      summary="Rooms for rent in Groningen"
      frequency={AlertFrequency.Daily}
      name=""
      preview="This search found 12 new listings in the last 7 days."
      instantAllowed
      busy={false}
      message={null}
      finished={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('SearchAlertButton', () => {
  it('is a button that opens a dialog, named by its label', () => {
    const onClick = vi.fn();
    render(<SearchAlertButton label="Save this search" onClick={onClick} expanded={false} />);
    const button = screen.getByRole('button', { name: 'Save this search' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('SearchAlertDialog', () => {
  it('is a modal dialog named by its heading, with the search, the choice and the preview', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'E-mail me new matches' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText('Rooms for rent in Groningen')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'How often?' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Daily' }) as HTMLInputElement).checked).toBe(true);
    const name = screen.getByRole('textbox', { name: 'Name (optional)' });
    expect(name.getAttribute('maxlength')).toBe('80');
    expect(screen.getByText(/12 new listings/).getAttribute('aria-live')).toBe('polite');
  });

  it('reports the choice, the name and the submit to its owner', () => {
    const handlers = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(handlers.onFrequencyChange).toHaveBeenCalledWith(AlertFrequency.Weekly);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (optional)' }), {
      target: { value: 'Groningen' },
    });
    expect(handlers.onNameChange).toHaveBeenCalledWith('Groningen');
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(handlers.onSubmit).toHaveBeenCalledOnce();
  });

  it('disables instant with its reason when the search is too wide', () => {
    renderDialog({ instantAllowed: false });
    const instant = screen.getByRole('radio', { name: 'Instant' }) as HTMLInputElement;
    expect(instant.disabled).toBe(true);
    expect(instant.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(instant.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Too many matches a day');
  });

  it('does not send twice while saving', () => {
    const handlers = renderDialog({ busy: true });
    const save = screen.getByRole('button', { name: 'Saving…' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    expect(handlers.onSubmit).not.toHaveBeenCalled();
  });

  it('closes on the close button, cancel, the backdrop and Escape', () => {
    const handlers = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('dialog'));
    // Escape: the browser closes the modal dialog and fires `close`.
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(handlers.onClose).toHaveBeenCalledTimes(4);
  });

  it('after saving shows the message with focus and a done button instead of the form', () => {
    const handlers = renderDialog({
      finished: true,
      message: { severity: 'success', content: 'Search saved.' },
    });
    expect(screen.queryByRole('radio')).toBeNull();
    const message = screen.getByRole('status');
    expect(message.textContent).toContain('Search saved.');
    expect(document.activeElement).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(handlers.onClose).toHaveBeenCalledOnce();
  });

  it('shows a failure as an alert and keeps the form', () => {
    renderDialog({ message: { severity: 'error', content: 'Something went wrong.' } });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Save search' })).toBeTruthy();
  });
  it('offers the "find me" checkbox only when given, and reports its changes', () => {
    renderDialog();
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    const onChange = vi.fn();
    renderDialog({
      findMe: {
        checked: false,
        onChange,
        label: 'Let landlords with a matching home find my profile',
        hint: 'Visible once your profile is complete',
      },
    });
    const box = screen.getByRole('checkbox', {
      name: 'Let landlords with a matching home find my profile',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Visible once your profile is complete',
    );
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
