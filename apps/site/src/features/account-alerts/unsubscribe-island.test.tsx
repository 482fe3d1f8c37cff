import { getT } from '@rooms/i18n';
import { alertUnsubscribeTexts } from '@rooms/ui/alert-texts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { UnsubscribeIsland } from './unsubscribe-island';

import type { AlertUnsubscribeState } from '@rooms/ui/alert-unsubscribe';

async function firstView(state: AlertUnsubscribeState): Promise<string> {
  const t = await getT('en', 'alerts');
  return renderToStaticMarkup(
    <UnsubscribeIsland
      locale="en"
      identifiers={['a1']}
      initialState={state}
      texts={alertUnsubscribeTexts(t)}
      errorText={t('unsubscribe.error')}
      manageHref="/en/account/alerts"
    />,
  );
}

/** What the unsubscribe page's server HTML shows (before any click). */
describe('UnsubscribeIsland, first view', () => {
  it('shows the alert with ONE unsubscribe button and "stop all", no form that posts by itself', async () => {
    const html = await firstView({ kind: 'found', description: 'Rooms in Groningen' });
    expect(html).toContain('Rooms in Groningen');
    expect(html.match(/Unsubscribe from this alert/g)).toHaveLength(1);
    expect(html).toContain('Stop all alert e-mails');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('You are unsubscribed');
  });

  it('still offers the buttons when the look-up failed', async () => {
    const html = await firstView({ kind: 'found', description: null });
    expect(html).toContain('Unsubscribe from this alert');
    expect(html).not.toContain('You receive e-mails for this search alert');
  });

  it('is calm for an unknown alert', async () => {
    const html = await firstView({ kind: 'gone' });
    expect(html).toContain('This alert no longer exists');
    expect(html).not.toContain('<button');
    expect(html).toContain('href="/en/account/alerts"');
  });
});
