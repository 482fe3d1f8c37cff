import styles from './moderation-item.module.css';
import { ModerationItemFrame } from './moderation-parts';

import type { ModerationItemAction, ModerationUserView } from './moderation-parts';

/** One report in words: the reason, the reporter's explanation, who and when. */
export interface ModerationReportView {
  readonly reportID: number;
  /** The §3 reason in words, e.g. "Scam or fraud". */
  readonly reason: string;
  /** The reporter's explanation as typed (shown as text), or the "none given" line. */
  readonly comment: string;
  /** E.g. "Reported by Pim 2 days ago". */
  readonly byline: string;
}

/** Props of {@link AdvertReportItem}: everything already in the page's language. */
export interface AdvertReportItemProps {
  readonly listingID: number;
  readonly title: string;
  /** Lines under the title, e.g. "Amsterdam · Online", "3 reports · first 2 days ago". */
  readonly meta: readonly string[];
  /** The open reports, oldest first. */
  readonly reports: readonly ModerationReportView[];
  readonly landlord: ModerationUserView;
  readonly actionsLabel: string;
  readonly actions: readonly ModerationItemAction[];
}

/**
 * An advert with open abuse reports (issue 28, queue "reported adverts"): title and meta lines,
 * every open report (reason, explanation, reporter and time), the landlord and the actions.
 * Hook-free; the owner handles the actions.
 */
export function AdvertReportItem({
  listingID,
  title,
  meta,
  reports,
  landlord,
  actionsLabel,
  actions,
}: AdvertReportItemProps) {
  return (
    <ModerationItemFrame
      testId="advert-report"
      subjectId={listingID}
      heading={title}
      meta={meta}
      user={landlord}
      actionsLabel={actionsLabel}
      actions={actions}
    >
      <ReportList reports={reports} />
    </ModerationItemFrame>
  );
}

/** The reports of an item, as a list; one line each for reason, explanation and byline. */
export function ReportList({ reports }: { readonly reports: readonly ModerationReportView[] }) {
  return (
    <ul className={styles.reports}>
      {reports.map((report) => (
        <li key={report.reportID} className={styles.report} data-report-id={report.reportID}>
          <p className={styles.reason}>{report.reason}</p>
          <p className={styles.comment}>{report.comment}</p>
          <p className={styles.muted}>{report.byline}</p>
        </li>
      ))}
    </ul>
  );
}

export default AdvertReportItem;
