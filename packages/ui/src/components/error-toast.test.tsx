import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorToast } from './error-toast';

describe('ErrorToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an alert with the message and a named close button', () => {
    const onClose = vi.fn();
    render(<ErrorToast text="Opslaan is niet gelukt." closeLabel="Sluiten" onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toBe('Opslaan is niet gelukt.');
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes itself after autoHideMs, not before', () => {
    const onClose = vi.fn();
    render(
      <ErrorToast
        text="Could not sign out"
        closeLabel="Close"
        onClose={onClose}
        autoHideMs={8000}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(7999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
