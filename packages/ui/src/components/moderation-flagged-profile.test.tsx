import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FlaggedProfileItem } from './moderation-flagged-profile';

describe('FlaggedProfileItem', () => {
  it('shows the reports about a tenant profile, the tenant and the actions', () => {
    render(
      <ul>
        <FlaggedProfileItem
          userID={12}
          heading="The profile of Noor"
          meta={['1 report · first report 27 Nov 2026, 10:00']}
          reports={[
            {
              reportID: 4,
              reason: 'Spam',
              comment: 'Copied text',
              byline: 'Reported by Lars today',
            },
          ]}
          tenant={{
            role: 'Tenant',
            name: 'Noor Bakker',
            email: 'n@example.nl',
            memberSince: 'Member since 2026',
          }}
          actionsLabel="Actions for Noor"
          actions={[{ key: 'dismiss', label: 'Dismiss report', onSelect: () => undefined }]}
        />
      </ul>,
    );
    expect(screen.getByTestId('flagged-profile').getAttribute('data-subject-id')).toBe('12');
    expect(screen.getByRole('heading', { name: 'The profile of Noor' })).toBeTruthy();
    expect(document.querySelector('[data-report-id="4"]')?.textContent).toContain('Copied text');
    expect(screen.getByRole('group', { name: 'Actions for Noor' })).toBeTruthy();
  });
});
