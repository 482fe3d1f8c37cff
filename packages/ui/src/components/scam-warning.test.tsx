import { ScamSignal } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ScamWarning, scamWarningTexts } from './scam-warning';

const TEXTS = {
  title: 'Take care with this message',
  intro: 'Messages like this are sometimes sent by scammers.',
  advice: {
    money_before_viewing: 'Never pay before a viewing.',
    money_transfer_service: 'Never pay through a money transfer service.',
    off_platform_contact: 'Keep the conversation on Rooms.',
  },
  report: 'Report the conversation.',
  safetyLink: 'How to rent safely',
} as const;

describe('ScamWarning', () => {
  it('is a note labelled by its title, with the advice of each sign in a fixed order', () => {
    render(
      <ScamWarning
        signals={[ScamSignal.OffPlatformContact, ScamSignal.MoneyBeforeViewing]}
        texts={TEXTS}
        safetyHref="/en/safety-tenant"
      />,
    );
    const note = screen.getByRole('note', { name: TEXTS.title });
    expect(note.getAttribute('data-signals')).toBe('money_before_viewing off_platform_contact');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Never pay before a viewing.', 'Keep the conversation on Rooms.']);
    expect(within(note).getByRole('link', { name: TEXTS.safetyLink }).getAttribute('href')).toBe(
      '/en/safety-tenant',
    );
    expect(note.textContent).toContain(TEXTS.report);
    expect(note.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each sign once and nothing without signs', () => {
    const { container, rerender } = render(
      <ScamWarning
        signals={[ScamSignal.MoneyTransferService, ScamSignal.MoneyTransferService]}
        texts={TEXTS}
        safetyHref="/veiligheid-huurder"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    rerender(<ScamWarning signals={[]} texts={TEXTS} safetyHref="/veiligheid-huurder" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server with the Dutch and English texts of the scamWarning namespace', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const texts = scamWarningTexts(await getT(locale, 'scamWarning'));
      const html = renderToStaticMarkup(
        <ScamWarning
          signals={[ScamSignal.MoneyBeforeViewing, ScamSignal.MoneyTransferService]}
          texts={texts}
          safetyHref={pathFor('safetyTenant', locale)}
        />,
      );
      expect(html).toContain('role="note"');
      expect(html).toContain(`href="${pathFor('safetyTenant', locale)}"`);
      expect(html).toContain(texts.advice.money_transfer_service);
      expect(html).not.toContain(texts.advice.off_platform_contact);
    }
    expect(scamWarningTexts(await getT('nl', 'scamWarning')).title).toBe(
      'Let goed op bij dit bericht',
    );
    expect(pathFor('safetyTenant', 'nl')).toBe('/veiligheid-huurder');
  });
});
