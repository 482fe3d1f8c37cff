import { ReportList } from './moderation-advert-report';
import { ModerationItemFrame } from './moderation-parts';

import type { ModerationReportView } from './moderation-advert-report';
import type { ModerationItemAction, ModerationUserView } from './moderation-parts';
import type { ReactNode } from 'react';

/** Props of {@link FlaggedProfileItem}: everything already in the page's language. */
export interface FlaggedProfileItemProps {
  /** The tenant whose profile was reported. */
  readonly userID: number;
  /** E.g. "The profile of Noor", usually a link to the public profile. */
  readonly heading: ReactNode;
  /** E.g. "2 reports · first report 27 Nov 2026, 10:00". */
  readonly meta: readonly string[];
  /** The open reports, oldest first. */
  readonly reports: readonly ModerationReportView[];
  readonly tenant: ModerationUserView;
  readonly actionsLabel: string;
  /** Block or unblock the tenant, dismiss the reports. */
  readonly actions: readonly ModerationItemAction[];
}

/**
 * A tenant profile with open reports (issue 28, queue "reported tenant profiles"): every open
 * report (reason, explanation, reporter and time), the tenant and the actions. Hook-free; the
 * owner handles the actions.
 */
export function FlaggedProfileItem({
  userID,
  heading,
  meta,
  reports,
  tenant,
  actionsLabel,
  actions,
}: FlaggedProfileItemProps) {
  return (
    <ModerationItemFrame
      testId="flagged-profile"
      subjectId={userID}
      heading={heading}
      meta={meta}
      user={tenant}
      actionsLabel={actionsLabel}
      actions={actions}
    >
      <ReportList reports={reports} />
    </ModerationItemFrame>
  );
}

export default FlaggedProfileItem;
