import { describe, expect, it } from 'vitest';

import { InboxType } from '../enums/conversation';
import { enumValues } from '../enums/enum-values';

import { inboxTypeWord, parseInboxType } from './inbox-type';

describe('inbox types (§2, §5)', () => {
  it('maps every word to its inbox type', () => {
    expect(parseInboxType('default')).toBe(InboxType.Default);
    expect(parseInboxType('all')).toBe(InboxType.All);
    expect(parseInboxType('favorite')).toBe(InboxType.Favorite);
    expect(parseInboxType('trash')).toBe(InboxType.Trash);
    expect(parseInboxType('activeadverts')).toBe(InboxType.ActiveListings);
    expect(parseInboxType('inactiveadverts')).toBe(InboxType.InactiveListings);
    expect(parseInboxType('unreplied')).toBe(InboxType.Unreplied);
  });

  it('reads case-insensitively and defaults to default', () => {
    expect(parseInboxType('ActiveAdverts')).toBe(InboxType.ActiveListings);
    expect(parseInboxType(' TRASH ')).toBe(InboxType.Trash);
    expect(parseInboxType('spam')).toBe(InboxType.Default);
    expect(parseInboxType('constructor')).toBe(InboxType.Default);
    expect(parseInboxType(undefined)).toBe(InboxType.Default);
  });

  it('round-trips every inbox type', () => {
    for (const type of enumValues(InboxType))
      expect(parseInboxType(inboxTypeWord(type))).toBe(type);
    expect(inboxTypeWord(InboxType.Unreplied)).toBe('unreplied');
  });
});
