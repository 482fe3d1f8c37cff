import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShareButton } from './share-button';

const LABELS = { share: 'Delen', copied: 'Link gekopieerd', copyFailed: 'Kopiëren lukte niet.' };
const URL_PATH = '/huren/kamer-den-haag/frankenstraat/room-1';

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true });
}

afterEach(() => {
  setNavigator({});
  vi.useRealTimers();
});

async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delen' }));
  });
}

describe('ShareButton', () => {
  it('opens the share sheet with the absolute address when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton url={URL_PATH} title="Kamer" labels={LABELS} />);
    await clickShare();
    expect(share).toHaveBeenCalledWith({
      title: 'Kamer',
      url: `${window.location.origin}${URL_PATH}`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton url={URL_PATH} title="Kamer" labels={LABELS} />);
    await clickShare();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link and says so without a share sheet, then clears the message', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator({ clipboard: { writeText } });
    render(<ShareButton url={URL_PATH} title="Kamer" labels={LABELS} messageMs={1000} />);
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${URL_PATH}`);
    expect(screen.getByRole('status').textContent).toBe('Link gekopieerd');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the visitor to copy the address themselves when copying fails', async () => {
    setNavigator({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<ShareButton url={URL_PATH} title="Kamer" labels={LABELS} />);
    await clickShare();
    expect(screen.getByRole('status').textContent).toBe('Kopiëren lukte niet.');
  });
});
