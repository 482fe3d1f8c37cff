import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AccountSection } from './account-section';

describe('AccountSection', () => {
  it('is a region named by its heading, with its intro and content', () => {
    render(
      <AccountSection headingId="pw" heading="Change password" intro="Others are signed out.">
        <p>form</p>
      </AccountSection>,
    );
    const region = screen.getByRole('region', { name: 'Change password' });
    expect(region.textContent).toContain('Others are signed out.');
    expect(region.textContent).toContain('form');
  });
});
