import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormErrorSummary } from './form-error-summary';

describe('FormErrorSummary', () => {
  it('renders nothing without problems', () => {
    const { container } = render(<FormErrorSummary title="Controleer" problems={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists the problems in a region named by its heading that takes focus', () => {
    render(
      <FormErrorSummary
        title="Controleer het volgende"
        problems={[
          { message: 'Vul je e-mailadres in', fieldId: 'email' },
          { message: 'Te veel pogingen' },
        ]}
      />,
    );
    const alert = screen.getByRole('region', { name: 'Controleer het volgende' });
    expect(document.activeElement).toBe(alert);
    expect(within(alert).getByRole('heading', { name: 'Controleer het volgende' })).toBeTruthy();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    // A problem of the whole form is text, not a link.
    expect(within(alert).getAllByRole('link')).toHaveLength(1);
    expect(within(alert).getByText('Te veel pogingen').tagName).toBe('LI');
  });

  it('links a field problem to its field and moves focus there', () => {
    render(
      <>
        <FormErrorSummary
          title="Check"
          problems={[{ message: 'Enter your e-mail', fieldId: 'email' }]}
        />
        <input id="email" aria-label="E-mail" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Enter your e-mail' });
    expect(link.getAttribute('href')).toBe('#email');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('takes focus again when the focus key changes (a new failed submit)', () => {
    const problems = [{ message: 'Enter your e-mail', fieldId: 'email' }];
    const { rerender } = render(
      <>
        <FormErrorSummary title="Check" problems={problems} focusKey={1} />
        <input id="email" aria-label="E-mail" />
      </>,
    );
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(
      <>
        <FormErrorSummary title="Check" problems={problems} focusKey={2} />
        <input id="email" aria-label="E-mail" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Check' }));
  });
});
