import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdvertConfirmationNote } from './advert-confirmation-note';

describe('AdvertConfirmationNote', () => {
  it('says the sentence and tells its tone to tests and styles', () => {
    const { rerender } = render(
      <AdvertConfirmationNote tone="confirmed" text="Last confirmed on 25 Nov 2026" />,
    );
    const note = screen.getByTestId('my-advert-freshness');
    expect(note.textContent).toBe('Last confirmed on 25 Nov 2026');
    expect(note.dataset['tone']).toBe('confirmed');
    rerender(
      <AdvertConfirmationNote
        tone="due"
        text="Still available? Confirm it, or it leaves search on 12 Dec 2026."
        className="extra"
      />,
    );
    expect(note.dataset['tone']).toBe('due');
    expect(note.classList.contains('extra')).toBe(true);
    expect(note.className).not.toContain('undefined');
  });
});
