import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InlineAlert, inlineAlertClasses } from './inline-alert';

describe('InlineAlert', () => {
  it('is an alert with its message and the given action', () => {
    render(
      <InlineAlert
        severity="error"
        action={
          <a href="/huren/kamer-groningen" className={inlineAlertClasses.actionButton}>
            Opnieuw proberen
          </a>
        }
      >
        De resultaten konden niet worden geladen
      </InlineAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('De resultaten konden niet worden geladen');
    expect(within(alert).getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe(
      '/huren/kamer-groningen',
    );
  });

  it('can be a status message, its icon hidden from assistive technology', () => {
    const { container } = render(
      <InlineAlert severity="info" role="status">
        Plaats niet gevonden
      </InlineAlert>,
    );
    expect(screen.getByRole('status').textContent).toBe('Plaats niet gevonden');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a role when a live region around it announces it', () => {
    render(
      <div role="status">
        <InlineAlert severity="success" role="none" testId="done">
          Bedankt voor je melding
        </InlineAlert>
      </div>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('done').textContent).toBe('Bedankt voor je melding');
  });

  it('can take the focus through its ref when it replaces a form', () => {
    let box: HTMLDivElement | null = null;
    render(
      <InlineAlert
        severity="success"
        role="status"
        tabIndex={-1}
        ref={(element) => {
          box = element;
        }}
      >
        We hebben je een e-mail gestuurd
      </InlineAlert>,
    );
    const status = screen.getByRole('status');
    expect(box).toBe(status);
    status.focus();
    expect(document.activeElement).toBe(status);
  });
});
