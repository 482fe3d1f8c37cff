import { REPLY_TIME_MIN_REACTIONS, REPLY_TIME_WINDOW_DAYS } from '@rooms/domain';
import { z } from 'zod';

/** A landlord's reply figures (issue 28) on the advert and the public profile. */
export const replyTimeField = z
  .object({
    reactions: z.number().int().describe(`Reactions in the last ${REPLY_TIME_WINDOW_DAYS} days`),
    answeredPercent: z
      .number()
      .int()
      .describe('Share answered with a message of his own (not an auto-reply), 0..100'),
    medianReplyMinutes: z
      .number()
      .int()
      .nullable()
      .describe('Median minutes from reaction to first answer; null when none was answered'),
  })
  .nullable()
  .describe(
    `The landlord's reply time over the last ${REPLY_TIME_WINDOW_DAYS} days; null below ${REPLY_TIME_MIN_REACTIONS} reactions`,
  );
