'use client';

import { MaintenanceBanner } from '@rooms/ui/maintenance-banner';
import { useState } from 'react';

import { noteMaintenanceDismissed, useSession } from '../client/session';

import { HIDE_MAINTENANCE_BANNER_PATH } from './maintenance';

import type { MaintenanceBannerProps } from '@rooms/ui/maintenance-banner';

/**
 * Records the dismissal on the server (§7 `POST /next/api/common/hide-maintenance-banner`), so
 * the next pages hide the banner. Failures are only reported (§8), never shown: the banner stays
 * hidden on this page either way.
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

/** Props of {@link MaintenanceNotice}. */
export interface MaintenanceNoticeProps extends Omit<MaintenanceBannerProps, 'onDismiss'> {
  /** Fingerprint of the configured messages (`maintenanceVersion`): a dismissal of it hides it. */
  readonly version: string;
}

/**
 * The maintenance banner of §2 Shell, wired to the dismissal route. The page's HTML (the same for
 * every visitor) shows it; a visitor who dismissed this version before (the httpOnly cookie,
 * reported by the session) stops seeing it as soon as the session is known.
 */
export function MaintenanceNotice({ version, ...props }: MaintenanceNoticeProps) {
  const session = useSession();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  if (session.status === 'ready' && session.maintenanceDismissed === version) return null;
  return (
    <MaintenanceBanner
      {...props}
      onDismiss={() => {
        setDismissed(true);
        noteMaintenanceDismissed(version);
        void recordDismissal();
      }}
    />
  );
}
