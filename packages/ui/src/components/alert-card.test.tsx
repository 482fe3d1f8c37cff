import { AlertFrequency } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AlertCard } from './alert-card';
import { alertCardTexts } from './alert-texts';

import type { AlertCardAlert, AlertCardProps, AlertCardTexts } from './alert-card';

let texts: AlertCardTexts;
beforeAll(async () => {
  texts = alertCardTexts(await getT('en', 'alerts'));
});

const ALERT: AlertCardAlert = {
  id: 'psa-1',
  name: null,
  words: 'Rooms in Groningen up to €600',
  matches: '3 new homes in the last 7 days',
  frequency: AlertFrequency.Daily,
  paused: false,
  searchHref: '/en/for-rent/room-groningen?maxRent=600',
};

function renderCard(props: Partial<AlertCardProps> = {}) {
  const handlers = {
    onRename: vi.fn(() => true),
    onFrequencyChange: vi.fn(),
    onPausedChange: vi.fn(),
    onDelete: vi.fn(),
  };
  render(<AlertCard alert={ALERT} texts={texts} {...handlers} {...props} />);
  return handlers;
}

describe('AlertCard', () => {
  it('titles an unnamed alert by its criteria and a named one by its name', () => {
    renderCard();
    expect(screen.getByRole('article', { name: ALERT.words })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the search' }).getAttribute('href')).toBe(
      ALERT.searchHref,
    );
  });

  it('shows the name above the criteria and the paused badge', () => {
    renderCard({ alert: { ...ALERT, name: 'Near work', paused: true } });
    expect(screen.getByRole('heading', { level: 2, name: 'Near work' })).toBeTruthy();
    expect(screen.getByText(ALERT.words)).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume e-mails' })).toBeTruthy();
  });

  it('saves a trimmed name, and clears it with an empty one', async () => {
    const { onRename } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Change name' }));
    const field = screen.getByLabelText('Name of this alert');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  Near work  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onRename).toHaveBeenLastCalledWith('Near work');
    expect(screen.queryByLabelText('Name of this alert')).toBeNull();
    // The focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change name' }));

    fireEvent.click(screen.getByRole('button', { name: 'Change name' }));
    fireEvent.change(screen.getByLabelText('Name of this alert'), { target: { value: '  ' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('Name of this alert').closest('form')!);
    });
    expect(onRename).toHaveBeenLastCalledWith(null);
  });

  it('refuses a name over 80 characters and closes on Escape without saving', () => {
    const { onRename } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Change name' }));
    const field = screen.getByLabelText('Name of this alert');
    expect(field.getAttribute('maxlength')).toBe('80');
    fireEvent.change(field, { target: { value: 'x'.repeat(81) } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A name can be at most 80 characters long')).toBeTruthy();
    fireEvent.submit(field.closest('form')!);
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByLabelText('Name of this alert')).toBeNull();
  });

  it('changes the frequency and pauses', () => {
    const { onFrequencyChange, onPausedChange } = renderCard();
    fireEvent.change(screen.getByLabelText('E-mail me'), {
      target: { value: String(AlertFrequency.Weekly) },
    });
    expect(onFrequencyChange).toHaveBeenCalledWith(AlertFrequency.Weekly);
    fireEvent.click(screen.getByRole('button', { name: 'Pause e-mails' }));
    expect(onPausedChange).toHaveBeenCalledWith(true);
  });

  it('deletes only after the confirmation, which "Keep it" closes', () => {
    const { onDelete } = renderCard();
    const remove = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(remove);
    expect(remove.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables its controls while busy and shows an error', () => {
    renderCard({ busy: true, error: 'Something went wrong' });
    expect((screen.getByLabelText('E-mail me') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });
});
