/** Messaging constants (§3 "Conversations", issue 6); §9 gives only the inbox page size. */

/**
 * Longest message, reaction or auto-reply accepted, in characters (Unicode code points, ours):
 * 4000, about two pages of text.
 */
export const MESSAGE_MAX_LENGTH = 4000;

/**
 * Shortest reaction to an advert, in characters (code points, ours), counted without the
 * surrounding white space: 20, so a tenant introduces themselves in at least a sentence.
 */
export const REACTION_MESSAGE_MIN_LENGTH = 20;

/** Longest comment of an abuse report, in characters (ours): 2000. */
export const ABUSE_COMMENT_MAX_LENGTH = 2000;

/** Default messages per page of a conversation (ours; §9 does not give it): 50. */
export const CONVERSATION_MESSAGES_PAGE_SIZE = 50;

/**
 * Shortest time between two new-message e-mails about one conversation to one recipient, in
 * minutes (issue 6): 15. Messages in between are not announced again.
 */
export const NEW_MESSAGE_EMAIL_INTERVAL_MINUTES = 15;
