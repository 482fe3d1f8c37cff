/**
 * Closing a report without action (issue 28): the moderator looked and found nothing to do.
 * The report leaves its queue, the audit log keeps the why; a conversation report keeps its
 * effect on writing (`messaging/report-block.ts`: the reporter chose not to hear from that
 * person, which a dismissal does not undo).
 */
import { ErrorCode, ModerationAction, ReportOutcome, RoomsError } from '@rooms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { abuseReports } from '../db/schema.js';

import { recordAction } from './audit-log.js';

import type { Db } from '../db/database.js';
import type { Staff } from './staff-access.js';

/**
 * Dismisses an open report.
 *
 * @param db the database
 * @param staff the moderator
 * @param reportId the report
 * @param note the moderator's why
 * @throws RoomsError `http_404` (404) when no open report has this id
 */
export async function dismissReport(
  db: Db,
  staff: Staff,
  reportId: number,
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(abuseReports)
      .set({ resolvedAt: sql`now()`, resolvedBy: staff.id, outcome: ReportOutcome.Dismissed })
      .where(and(eq(abuseReports.id, reportId), isNull(abuseReports.resolvedAt)))
      .returning({ id: abuseReports.id });
    if (closed.length === 0) throw new RoomsError({ code: ErrorCode.Http404 });
    await recordAction(tx, {
      staffId: staff.id,
      action: ModerationAction.DismissReport,
      subjectType: 'report',
      subjectId: reportId,
      note,
    });
  });
}
