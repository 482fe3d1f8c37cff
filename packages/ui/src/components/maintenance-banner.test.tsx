import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MaintenanceBanner } from './maintenance-banner';

describe('MaintenanceBanner', () => {
  it('shows the message in a labelled region and hides itself when dismissed', () => {
    const onDismiss = vi.fn();
    render(
      <MaintenanceBanner
        message="Vanavond van 22:00 tot 23:00 onderhoud."
        label="Onderhoudsmelding"
        dismissLabel="Melding verbergen"
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole('region', { name: 'Onderhoudsmelding' });
    expect(region.textContent).toContain('Vanavond van 22:00 tot 23:00 onderhoud.');
    fireEvent.click(screen.getByRole('button', { name: 'Melding verbergen' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Onderhoudsmelding' })).toBeNull();
  });
});
