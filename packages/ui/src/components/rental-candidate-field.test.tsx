import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RentalCandidateField } from './rental-candidate-field';

const TEXTS = {
  label: 'Who rents it? (optional)',
  nobody: 'I would rather not say',
  loading: 'Loading the tenants who reacted…',
  empty: 'Nobody reacted to this advert through Rooms.',
  failed: 'The tenants cannot be shown right now.',
  hint: 'The tenant you choose gets cashback.',
};

describe('RentalCandidateField', () => {
  it('offers the tenants and nobody, described by the cashback line', () => {
    const onChange = vi.fn();
    render(
      <RentalCandidateField
        id="renter"
        texts={TEXTS}
        value={null}
        onChange={onChange}
        candidates={[
          { conversationID: 12, label: 'Pim · 3 December 2026' },
          { conversationID: 9, label: 'Sara · 1 December 2026' },
        ]}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: TEXTS.label });
    expect([...select.options].map((option) => option.text)).toEqual([
      TEXTS.nobody,
      'Pim · 3 December 2026',
      'Sara · 1 December 2026',
    ]);
    expect(screen.getByText(TEXTS.hint).id).toBe(select.getAttribute('aria-describedby'));
    fireEvent.change(select, { target: { value: '9' } });
    expect(onChange).toHaveBeenCalledWith(9);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it.each([
    [null, TEXTS.loading],
    [[], TEXTS.empty],
    ['failed', TEXTS.failed],
  ] as const)('says so instead of a select (%s)', (candidates, text) => {
    render(
      <RentalCandidateField
        id="renter"
        texts={TEXTS}
        value={null}
        onChange={vi.fn()}
        candidates={candidates}
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});
