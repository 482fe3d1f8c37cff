import { ABUSE_COMMENT_MAX_LENGTH, messageTextProblem, MessageTextProblem } from '@rooms/domain';
import { z } from 'zod/mini';

import { validationKeyOf } from './message-schemas';

/** The values of the report form: the reason as the radio's value ('' when none chosen). */
export interface AbuseReportValues {
  reason: string;
  comment: string;
}

/** Interpolation values of the comment's messages (`{{max}}`, in characters). */
export const ABUSE_COMMENT_VALUES = { max: ABUSE_COMMENT_MAX_LENGTH } as const;

/**
 * The rule of the comment of an abuse report, as the API checks it (`abuseCommentField`):
 * optional, at most {@link ABUSE_COMMENT_MAX_LENGTH} characters, storable text.
 *
 * @param comment the text as typed
 * @returns the `messages` key of its problem, or `null` when it may be sent
 */
export function abuseCommentProblemKey(comment: string): string | null {
  if (comment.length > ABUSE_COMMENT_MAX_LENGTH) return validationKeyOf(MessageTextProblem.TooLong);
  const problem = comment === '' ? null : messageTextProblem(comment);
  return problem === null || problem === MessageTextProblem.Empty ? null : validationKeyOf(problem);
}

/**
 * The schema of an abuse report (§3 abuse reasons; §7 `POST /conversation/abuse`,
 * `POST /listing/abuse`): one of `reasons` chosen, the comment by {@link abuseCommentProblemKey},
 * and a comment required with the reason that needs one (listing reason Other 6). Messages are
 * keys of the `messages` namespace.
 *
 * @param reasons the reasons offered (numeric §3 values)
 * @param commentRequiredFor the reason that needs a comment, or `null`
 */
export function abuseReportSchema(reasons: readonly number[], commentRequiredFor: number | null) {
  const offered = new Set(reasons.map(String));
  // Only zod functions the site already ships (superRefine): each new one weighs on every form page.
  return z
    .object({
      reason: z.string().check(
        z.superRefine((reason, ctx) => {
          if (!offered.has(reason))
            ctx.addIssue({ code: 'custom', message: 'report.reasonMissing' });
        }),
      ),
      comment: z.string().check(
        z.superRefine((comment, ctx) => {
          const key = abuseCommentProblemKey(comment);
          if (key !== null) ctx.addIssue({ code: 'custom', message: key });
        }),
      ),
    })
    .check(
      z.superRefine(({ reason, comment }, ctx) => {
        if (reason === String(commentRequiredFor) && comment.trim() === '') {
          ctx.addIssue({ code: 'custom', message: 'report.commentMissing', path: ['comment'] });
        }
      }),
    );
}
