import { ABUSE_COMMENT_MAX_LENGTH, AbuseReason, ListingAbuseReason } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { abuseReportSchema } from './abuse-report-schema';
import { autoReplyProblemKey } from './message-schemas';

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('abuseReportSchema', () => {
  const listing = abuseReportSchema(Object.values(ListingAbuseReason), ListingAbuseReason.Other);
  const conversation = abuseReportSchema(Object.values(AbuseReason), null);

  it('needs one of the offered reasons', () => {
    expect(issuesOf(conversation.safeParse({ reason: '', comment: '' }))).toEqual([
      'reason: report.reasonMissing',
    ]);
    // Other (6) is a listing reason only.
    expect(issuesOf(conversation.safeParse({ reason: '6', comment: 'x' }))).toEqual([
      'reason: report.reasonMissing',
    ]);
    expect(conversation.safeParse({ reason: '2', comment: '' }).success).toBe(true);
  });

  it('needs an explanation with Other, and only then', () => {
    expect(issuesOf(listing.safeParse({ reason: '6', comment: '   ' }))).toEqual([
      'comment: report.commentMissing',
    ]);
    expect(
      listing.safeParse({ reason: '6', comment: 'The photos are of another house' }).success,
    ).toBe(true);
    expect(listing.safeParse({ reason: '1', comment: '' }).success).toBe(true);
  });

  it('refuses a comment the API refuses: too long, control characters', () => {
    const long = 'a'.repeat(ABUSE_COMMENT_MAX_LENGTH + 1);
    expect(issuesOf(listing.safeParse({ reason: '1', comment: long }))).toEqual([
      'comment: validation.too_long',
    ]);
    expect(
      listing.safeParse({ reason: '1', comment: 'a'.repeat(ABUSE_COMMENT_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(issuesOf(listing.safeParse({ reason: '1', comment: 'bad \u0007 bell' }))).toEqual([
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
