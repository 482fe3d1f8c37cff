import { ABUSE_COMMENT_MAX_LENGTH, AbuseReason, ListingAbuseReason } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { abuseReasonProblemKey, abuseReportCommentProblemKey } from './abuse-report-schema';
import { autoReplyProblemKey } from './message-schemas';

import type { AbuseReportValues } from './abuse-report-schema';

/** The problems the report form finds, as `field: key` (both fields' rules). */
function problemsWith(reasons: readonly number[], commentRequiredFor: number | null) {
  return (values: AbuseReportValues): string[] =>
    [
      ['reason', abuseReasonProblemKey(values.reason, reasons)],
      ['comment', abuseReportCommentProblemKey(values, commentRequiredFor)],
    ]
      .filter(([, key]) => key !== null)
      .map(([field, key]) => `${field}: ${key}`);
}

describe('abuse report rules', () => {
  const listing = problemsWith(Object.values(ListingAbuseReason), ListingAbuseReason.Other);
  const conversation = problemsWith(Object.values(AbuseReason), null);

  it('needs one of the offered reasons', () => {
    expect(conversation({ reason: '', comment: '' })).toEqual(['reason: report.reasonMissing']);
    // Other (6) is a listing reason only.
    expect(conversation({ reason: '6', comment: 'x' })).toEqual(['reason: report.reasonMissing']);
    expect(conversation({ reason: '2', comment: '' })).toEqual([]);
  });

  it('needs an explanation with Other, and only then', () => {
    expect(listing({ reason: '6', comment: '   ' })).toEqual(['comment: report.commentMissing']);
    expect(listing({ reason: '6', comment: 'The photos are of another house' })).toEqual([]);
    expect(listing({ reason: '1', comment: '' })).toEqual([]);
  });

  it('refuses a comment the API refuses: too long, control characters', () => {
    const long = 'a'.repeat(ABUSE_COMMENT_MAX_LENGTH + 1);
    expect(listing({ reason: '1', comment: long })).toEqual(['comment: validation.too_long']);
    expect(listing({ reason: '1', comment: 'a'.repeat(ABUSE_COMMENT_MAX_LENGTH) })).toEqual([]);
    expect(listing({ reason: '1', comment: 'bad \u0007 bell' })).toEqual([
      'comment: validation.control_characters',
    ]);
  });
});

describe('autoReplyProblemKey', () => {
  it('needs a text when the reply is on', () => {
    expect(autoReplyProblemKey({ isEnabled: true, message: ' ' })).toBe('validation.empty');
    expect(
      autoReplyProblemKey({ isEnabled: true, message: 'Thanks, I reply within two days.' }),
    ).toBeNull();
  });

  it('lets a reply that is off be empty, but not unstorable', () => {
    expect(autoReplyProblemKey({ isEnabled: false, message: '' })).toBeNull();
    expect(autoReplyProblemKey({ isEnabled: false, message: 'a\u0000b' })).toBe(
      'validation.control_characters',
    );
  });
});
