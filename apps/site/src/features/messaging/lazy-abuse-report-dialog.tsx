'use client';

import { lazyComponent } from '../../client/lazy-component';

/**
 * {@link import('./abuse-report-dialog').AbuseReportDialog}, loaded on first use: its form code
 * (dialog, radio group, react-hook-form, zod) stays out of the first load of the listing and
 * conversation pages. Render it only once the user asked to report.
 */
export const LazyAbuseReportDialog = lazyComponent(
  () => import('./abuse-report-dialog').then((module) => module.AbuseReportDialog),
  { clientOnly: true },
);
