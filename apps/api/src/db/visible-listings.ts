import { VISIBLE_LISTING_STATUSES } from '@rooms/domain';
import { sql, type SQL } from 'drizzle-orm';

import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL text of the statuses tenants may see, `(3, 4, 10)`, from `VISIBLE_LISTING_STATUSES` of
 * @rooms/domain. A literal, not parameters, so the planner matches the partial indexes whose
 * predicate is exactly `status in (3, 4, 10)`.
 */
export const VISIBLE_STATUSES_SQL = `(${VISIBLE_LISTING_STATUSES.join(', ')})`;

/**
 * Condition: a listing's status column holds a status tenants may see (§3).
 * @param status the status column (e.g. `listings.status`)
 */
export function isVisibleStatus(status: AnyPgColumn): SQL {
  return sql`${status} in ${sql.raw(VISIBLE_STATUSES_SQL)}`;
}
