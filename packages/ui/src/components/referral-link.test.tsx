import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ReferralLink } from './referral-link';

const URL_TEXT = 'https://rooms.test/gebruiker/registreren?ref=ABCD2345';
const TEXTS = {
  label: 'Link om te delen',
  hint: 'Jullie krijgen allebei premium.',
  copy: 'Link kopiëren',
  copied: 'Link gekopieerd',
  copyFailed: 'Kopiëren lukte niet.',
  share: 'Delen',
};

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true });
}

afterEach(() => {
  setNavigator({});
});

describe('ReferralLink', () => {
  it('shows the link in a labelled read-only field described by the hint', () => {
    setNavigator({});
    render(<ReferralLink url={URL_TEXT} texts={TEXTS} shareTitle="Rooms" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: TEXTS.label });
    expect(field.value).toBe(URL_TEXT);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(TEXTS.hint).id).toBe(field.getAttribute('aria-describedby'));
    // No share sheet on this device: no share button.
    expect(screen.queryByRole('button', { name: TEXTS.share })).toBeNull();
  });

  it('copies the link and says so, or says that copying failed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator({ clipboard: { writeText } });
    render(<ReferralLink url={URL_TEXT} texts={TEXTS} shareTitle="Rooms" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.copy }));
    });
    expect(writeText).toHaveBeenCalledWith(URL_TEXT);
    expect(screen.getByRole('status').textContent).toBe(TEXTS.copied);

    setNavigator({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.copy }));
    });
    expect(screen.getByRole('status').textContent).toBe(TEXTS.copyFailed);
  });

  it('offers the share sheet where the device has one; closing it is no failure', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator({ share, clipboard: { writeText } });
    render(<ReferralLink url={URL_TEXT} texts={TEXTS} shareTitle="Rooms" shareText="Join me" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.share }));
    });
    expect(share).toHaveBeenCalledWith({ title: 'Rooms', text: 'Join me', url: URL_TEXT });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
