import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProfileCompleteness } from './profile-completeness';

describe('ProfileCompleteness', () => {
  it('shows the sentence, a meter with the value and the missing items as links', () => {
    render(
      <ProfileCompleteness
        percent={75}
        text="Your profile is 75% complete"
        meterLabel="Profile completeness"
        addLabel="Add:"
        missing={[
          { label: 'a photo', href: '#profile-photo' },
          { label: 'languages you speak', href: '#profile-languages' },
        ]}
      />,
    );
    expect(screen.getByText('Your profile is 75% complete')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Profile completeness' });
    expect(meter.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByRole('link', { name: 'a photo' }).getAttribute('href')).toBe(
      '#profile-photo',
    );
    expect(screen.getByRole('link', { name: 'languages you speak' })).toBeTruthy();
  });

  it('clamps the value and shows no item list when nothing is missing', () => {
    const { container } = render(
      <ProfileCompleteness
        percent={140}
        text="Your profile is complete."
        meterLabel="Profile completeness"
        addLabel="Add:"
        missing={[]}
        note="Landlords can find your profile now."
      />,
    );
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText('Landlords can find your profile now.')).toBeTruthy();
  });
});
