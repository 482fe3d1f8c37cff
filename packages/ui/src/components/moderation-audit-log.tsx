import styles from './moderation-audit-log.module.css';

/** One action of the audit log, in words. */
export interface AuditLogRow {
  readonly actionID: number;
  /** ISO time, for `<time dateTime>`. */
  readonly at: string;
  /** The time in words, e.g. "3 Dec 2026, 14:05". */
  readonly time: string;
  /** Who: a moderator's first name, or the system. */
  readonly staff: string;
  /** What, e.g. "Blocked a user". */
  readonly action: string;
  /** On what, e.g. "User 17". */
  readonly subject: string;
  /** Why: the moderator's note, or a dash. */
  readonly note: string;
}

/** Props of {@link AuditLogTable}. */
export interface AuditLogTableProps {
  /** The table's caption, e.g. "Moderation actions". */
  readonly caption: string;
  readonly columns: {
    readonly time: string;
    readonly staff: string;
    readonly action: string;
    readonly subject: string;
    readonly note: string;
  };
  readonly rows: readonly AuditLogRow[];
  /** Shown instead of the table when nothing was recorded. */
  readonly emptyText: string;
}

/**
 * The audit log of the moderation back office (issue 28): who did what, on what, when and why,
 * as a real table with a caption and column headers; on phones each row becomes a card whose
 * cells carry their column's name. A server component without MUI.
 */
export function AuditLogTable({ caption, columns, rows, emptyText }: AuditLogTableProps) {
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="audit-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <table className={styles.table} data-testid="audit-log">
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.staff}</th>
          <th scope="col">{columns.action}</th>
          <th scope="col">{columns.subject}</th>
          <th scope="col">{columns.note}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.actionID} data-testid="audit-row">
            <td data-label={columns.time}>
              <time dateTime={row.at}>{row.time}</time>
            </td>
            <td data-label={columns.staff}>{row.staff}</td>
            <th scope="row" data-label={columns.action}>
              {row.action}
            </th>
            <td data-label={columns.subject}>{row.subject}</td>
            <td data-label={columns.note} className={styles.note}>
              {row.note}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default AuditLogTable;
