'use client';

import { MaintenanceBanner } from '@rooms/ui/maintenance-banner';

import { HIDE_MAINTENANCE_BANNER_PATH } from './maintenance';

import type { MaintenanceBannerProps } from '@rooms/ui/maintenance-banner';

/**
 * Records the dismissal on the server (§7 `POST /next/api/common/hide-maintenance-banner`), so
 * the next pages are rendered without the banner. Failures are only reported (§8), never shown:
 * the banner stays hidden on this page either way.
 */
async function recordDismissal(): Promise<void> {
  try {
    const response = await fetch(HIDE_MAINTENANCE_BANNER_PATH, { method: 'POST' });
    if (!response.ok)
      console.error(`Hiding the maintenance banner failed: HTTP ${response.status}`);
  } catch (error) {
    console.error('Hiding the maintenance banner failed', error);
  }
}

/** The maintenance banner of §2 Shell, wired to the dismissal route. */
export function MaintenanceNotice(props: Omit<MaintenanceBannerProps, 'onDismiss'>) {
  return <MaintenanceBanner {...props} onDismiss={() => void recordDismissal()} />;
}
