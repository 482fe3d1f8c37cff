import { ABUSE_COMMENT_MAX_LENGTH, messageTextProblem, MessageTextProblem } from '@rooms/domain';

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
 * The rule of the reason of an abuse report (§3 abuse reasons): one of those offered.
 *
 * @param reason the radio's value ('' when none chosen)
 * @param reasons the reasons offered (numeric §3 values)
 * @returns `'report.reasonMissing'`, or `null` when it may be sent
 */
export function abuseReasonProblemKey(reason: string, reasons: readonly number[]): string | null {
  return reasons.some((offered) => String(offered) === reason) ? null : 'report.reasonMissing';
}

/**
 * The rule of the explanation of an abuse report (§7 `POST /conversation/abuse`,
 * `POST /listing/abuse`): {@link abuseCommentProblemKey}, and required with the reason that
 * needs one (listing reason Other 6). Plain rules, not a zod schema: the form checks each field
 * with them, and every zod function the site starts using weighs on each form page's first load.
 *
 * @param values the reason and the explanation as typed
 * @param commentRequiredFor the reason that needs an explanation, or `null`
 * @returns the `messages` key of the problem, or `null` when it may be sent
 */
export function abuseReportCommentProblemKey(
  { reason, comment }: AbuseReportValues,
  commentRequiredFor: number | null,
): string | null {
  if (reason === String(commentRequiredFor) && comment.trim() === '')
    return 'report.commentMissing';
  return abuseCommentProblemKey(comment);
}
