import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ModerationActionDialog } from './moderation-action-dialog';

import type { ModerationActionDialogProps } from './moderation-action-dialog';

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
  title: 'Reject “Room in Amsterdam”',
  intro: 'The advert stays offline.',
  submit: 'Reject advert',
  sending: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  noteLabel: 'Note for the audit log',
  noteHint: 'At most 1000 characters.',
  reasonLabel: 'Reason the landlord reads',
  reasonPlaceholder: 'Choose a reason',
  durationLabel: 'How long',
  indefinite: 'Indefinitely',
  temporary: 'For a number of days',
  daysLabel: 'Number of days',
  reasonMissing: 'Choose the reason.',
  noteMissing: 'Write why.',
  noteMissingForReason: 'With Other, write what is wrong.',
  noteTooLong: 'Keep it to 1000 characters.',
};

function renderDialog(props: Partial<ModerationActionDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <ModerationActionDialog
      open
      texts={texts}
      noteRequired={false}
      busy={false}
      error={null}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  const submit = () =>
    fireEvent.click(
      screen.getByRole('button', { name: props.busy ? 'Saving…' : 'Reject advert', hidden: true }),
    );
  return { onSubmit, onClose, submit };
}

const REASONS = [
  { value: 1, label: 'Misleading information' },
  { value: 6, label: 'Other reason' },
];

describe('ModerationActionDialog', () => {
  it('asks for a reason, then for a note with the reason that needs one, then submits', () => {
    const { onSubmit, submit } = renderDialog({ reasons: REASONS, reasonNeedingNote: 6 });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const reason = screen.getByLabelText('Reason the landlord reads');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose the reason.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);

    fireEvent.change(reason, { target: { value: '6' } });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const note = screen.getByLabelText('Note for the audit log');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('With Other, write what is wrong.')).toBeTruthy();
    expect(document.activeElement).toBe(note);

    fireEvent.change(note, { target: { value: '  Photos of another house  ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      note: 'Photos of another house',
      reason: 6,
      duration: 1,
      days: 1,
    });
  });

  it('lets a reason that needs no note through without one', () => {
    const { onSubmit, submit } = renderDialog({ reasons: REASONS, reasonNeedingNote: 6 });
    fireEvent.change(screen.getByLabelText('Reason the landlord reads'), {
      target: { value: '1' },
    });
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ note: '', reason: 1 }));
  });

  it('requires a note where it must be given and refuses one over the limit', () => {
    const { onSubmit, submit } = renderDialog({ noteRequired: true, noteMaxLength: 5 });
    submit();
    expect(screen.getByText('Write why.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note for the audit log'), {
      target: { value: 'far too long' },
    });
    submit();
    expect(screen.getByText('Keep it to 1000 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks for a number of days chosen from the options', () => {
    const { onSubmit, submit } = renderDialog({
      noteRequired: true,
      dayOptions: [
        { value: 7, label: '7 days' },
        { value: 30, label: '30 days' },
      ],
    });
    expect(screen.queryByLabelText('Number of days')).toBeNull();
    fireEvent.click(screen.getByLabelText('For a number of days'));
    fireEvent.change(screen.getByLabelText('Number of days'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Note for the audit log'), {
      target: { value: 'Asked for a deposit before any viewing' },
    });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      note: 'Asked for a deposit before any viewing',
      reason: null,
      duration: 2,
      days: 30,
    });
  });

  it('sends nothing while busy, announces the server refusal, and cancels', () => {
    const { onSubmit, onClose, submit } = renderDialog({
      busy: true,
      error: 'This advert cannot be approved in its current status.',
    });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toContain('cannot be approved');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onClose).toHaveBeenCalled();
  });
});
