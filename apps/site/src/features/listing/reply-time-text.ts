import { replyTimeBucket, type ReplyTime } from '@rooms/domain';

import type { TFunction } from 'i18next';

/**
 * The two lines of a landlord's reply time (issue 28) for `LandlordCard`: "usually replies within
 * 6 hours" (or that recent reactions went unanswered) and "answered 60% of 12 reactions in the
 * last 90 days".
 *
 * @param replyTime the API's figures; null below 5 reactions
 * @param t `listing` translations
 * @returns the lines, or null when there is nothing to say
 */
export function replyTimeText(
  replyTime: ReplyTime | null,
  t: TFunction<'listing'>,
): { summary: string; detail: string } | null {
  if (replyTime === null) return null;
  const summary =
    replyTime.medianReplyMinutes === null
      ? t('landlord.replyTime.unanswered')
      : (() => {
          const bucket = replyTimeBucket(replyTime.medianReplyMinutes);
          return t(`landlord.replyTime.${bucket.unit}`, { count: bucket.count });
        })();
  return {
    summary,
    detail: t('landlord.replyTime.answered', {
      percent: replyTime.answeredPercent,
      count: replyTime.reactions,
    }),
  };
}
