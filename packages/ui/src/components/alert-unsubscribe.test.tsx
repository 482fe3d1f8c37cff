import { getT } from '@rooms/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { alertUnsubscribeTexts } from './alert-texts';
import { AlertUnsubscribe } from './alert-unsubscribe';

import type { AlertUnsubscribeState, AlertUnsubscribeTexts } from './alert-unsubscribe';

let texts: AlertUnsubscribeTexts;
beforeAll(async () => {
  texts = alertUnsubscribeTexts(await getT('nl', 'alerts'));
});

function renderState(state: AlertUnsubscribeState, extra: { busy?: boolean; error?: string } = {}) {
  const onUnsubscribe = vi.fn();
  const onStopAll = vi.fn();
  const view = render(
    <AlertUnsubscribe
      state={state}
      texts={texts}
      manageHref="/account/alerts"
      onUnsubscribe={onUnsubscribe}
      onStopAll={onStopAll}
      {...extra}
    />,
  );
  return { onUnsubscribe, onStopAll, view };
}

describe('AlertUnsubscribe', () => {
  it('shows the alert and one unsubscribe button plus "stop all"', () => {
    const { onUnsubscribe, onStopAll } = renderState({
      kind: 'found',
      description: 'Kamers in Groningen',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.heading);
    expect(screen.getByTestId('unsubscribe-alert').textContent).toBe('Kamers in Groningen');
    fireEvent.click(screen.getByRole('button', { name: 'Uitschrijven voor deze melding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop alle e-mails met zoekmeldingen' }));
    expect(onUnsubscribe).toHaveBeenCalledTimes(1);
    expect(onStopAll).toHaveBeenCalledTimes(1);
  });

  it('disables the buttons while busy and keeps them after an error', () => {
    renderState({ kind: 'found', description: 'x' }, { busy: true, error: 'Mislukt' });
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Mislukt');
  });

  it('moves the focus to the confirmation, with no buttons left', () => {
    const { view } = renderState({ kind: 'found', description: 'x' });
    view.rerender(
      <AlertUnsubscribe
        state={{ kind: 'done' }}
        texts={texts}
        manageHref="/account/alerts"
        onUnsubscribe={vi.fn()}
        onStopAll={vi.fn()}
      />,
    );
    expect(document.activeElement).toBe(screen.getByTestId('unsubscribe-done'));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Mijn zoekmeldingen beheren' })).toBeTruthy();
  });

  it('is calm for an unknown identifier and without one', () => {
    renderState({ kind: 'gone' });
    expect(screen.getByTestId('unsubscribe-gone').textContent).toBe(texts.gone);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('announces the look-up', () => {
    renderState({ kind: 'loading' });
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
  });
});
