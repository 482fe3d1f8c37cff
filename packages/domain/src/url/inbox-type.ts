/** The `inboxType` segment of /my-messages/{inboxType} (/mijn-berichten/…), §2 and §5. */

import { InboxType } from '../enums/conversation';

/** URL word of each inbox type, §2. */
export const INBOX_TYPE_WORDS: Readonly<Record<InboxType, string>> = {
  [InboxType.Default]: 'default',
  [InboxType.All]: 'all',
  [InboxType.Favorite]: 'favorite',
  [InboxType.Trash]: 'trash',
  [InboxType.ActiveListings]: 'activeadverts',
  [InboxType.InactiveListings]: 'inactiveadverts',
  [InboxType.Unreplied]: 'unreplied',
};

const INBOX_TYPE_BY_WORD = new Map(
  Object.entries(INBOX_TYPE_WORDS).map(([type, word]) => [word, Number(type) as InboxType]),
);

/**
 * Reads an inbox type word case-insensitively (§5); anything unknown or missing is Default.
 *
 * @param word the path segment, for example 'ActiveAdverts'
 * @returns the inbox type; never throws
 */
export function parseInboxType(word: string | undefined): InboxType {
  return INBOX_TYPE_BY_WORD.get((word ?? '').trim().toLowerCase()) ?? InboxType.Default;
}

/**
 * The URL word of an inbox type (§2).
 *
 * @param inboxType the inbox type
 * @returns its word, for example 'unreplied'
 */
export function inboxTypeWord(inboxType: InboxType): string {
  return INBOX_TYPE_WORDS[inboxType];
}
