import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdvertReportItem } from './moderation-advert-report';

describe('AdvertReportItem', () => {
  it('lists every open report with reason, explanation as text and byline', () => {
    render(
      <ul>
        <AdvertReportItem
          listingID={7}
          title="Studio in Utrecht"
          meta={['Utrecht · Online', '2 reports · first 3 days ago']}
          reports={[
            {
              reportID: 1,
              reason: 'Scam or fraud',
              comment: '<b>pay first</b>',
              byline: 'Reported by Pim 3 days ago',
            },
            {
              reportID: 2,
              reason: 'Spam',
              comment: 'No explanation given.',
              byline: 'Reported by Sara today',
            },
          ]}
          landlord={{
            role: 'Landlord',
            name: 'Lars de Vries',
            email: 'l@example.nl',
            memberSince: 'Member since 2026',
          }}
          actionsLabel="Actions for Studio in Utrecht"
          actions={[{ key: 'dismiss', label: 'Dismiss report' }]}
        />
      </ul>,
    );
    expect(screen.getByText('Utrecht · Online')).toBeTruthy();
    const reports = document.querySelectorAll('[data-report-id]');
    expect(reports).toHaveLength(2);
    expect(reports[0]?.textContent).toBe('Scam or fraud<b>pay first</b>Reported by Pim 3 days ago');
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss report' })).toBeTruthy();
  });
});
