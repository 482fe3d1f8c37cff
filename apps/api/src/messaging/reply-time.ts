/**
 * A landlord's reply time (issue 28 "Reply time"), computed from the messages: over the tenants'
 * reactions of the last {@link REPLY_TIME_WINDOW_DAYS} days (a conversation's first message, kind
 * Reaction; invitations, where the landlord wrote first, do not count), the share the landlord
 * answered with a message of his own (auto-replies are no answer) and the median time to that
 * first answer. Null below {@link REPLY_TIME_MIN_REACTIONS} reactions: too few to promise anything.
 */
import {
  MessageKind,
  REPLY_TIME_MIN_REACTIONS,
  REPLY_TIME_WINDOW_DAYS,
  type ReplyTime,
} from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { runQuery } from '../search/run-query.js';

import type { Database } from '../db/database.js';

/**
 * The reply figures of a landlord.
 *
 * @param database the pool
 * @param landlordId the landlord (user id)
 * @returns reactions, answered share (0..100, whole percent) and median minutes to the first
 *   answer; null with fewer than {@link REPLY_TIME_MIN_REACTIONS} reactions in the window
 */
export async function landlordReplyTime(
  database: Database,
  landlordId: number,
): Promise<ReplyTime | null> {
  const [row] = await runQuery<{
    reactions: number;
    answered: number;
    median_minutes: number | null;
  }>(
    database,
    sql`with reactions as (
      select c.id, m.created_at as reacted_at,
        (select min(a.created_at) from messages a
          where a.conversation_id = c.id and a.sender_id = ${landlordId}
            and a.kind = ${MessageKind.Message}) as answered_at
      from conversations c
      join messages m on m.conversation_id = c.id and m.seq = 1 and m.kind = ${MessageKind.Reaction}
      where c.landlord_id = ${landlordId}
        and m.created_at > now() - make_interval(days => ${REPLY_TIME_WINDOW_DAYS}))
    select count(*)::int as reactions, count(answered_at)::int as answered,
      (percentile_cont(0.5) within group (
        order by extract(epoch from answered_at - reacted_at) / 60)
        filter (where answered_at is not null))::float8 as median_minutes
    from reactions`,
  );
  if (row === undefined || row.reactions < REPLY_TIME_MIN_REACTIONS) return null;
  return {
    reactions: row.reactions,
    answeredPercent: Math.round((row.answered / row.reactions) * 100),
    medianReplyMinutes: row.median_minutes === null ? null : Math.round(row.median_minutes),
  };
}
