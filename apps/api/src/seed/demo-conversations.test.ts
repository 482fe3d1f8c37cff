import {
  FolderFilter,
  MessageKind,
  messageTextProblem,
  reactionMessageProblem,
  UserPageRole,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  participantState,
  planDemoConversations,
  type ConversationListing,
  type DemoConversationInput,
} from './demo-conversations.js';

const REFERENCE_MS = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

function listing(id: number, landlordId: number): ConversationListing {
  return {
    id,
    landlordId,
    landlordFirstName: `Landlord${landlordId}`,
    street: 'Vismarkt',
    city: 'Groningen',
    publishedMs: REFERENCE_MS - 30 * DAY_MS,
  };
}

const INPUT: DemoConversationInput = {
  demoTenant: { id: 1, firstName: 'Tessa', locale: 'nl' },
  demoLandlord: { id: 2, firstName: 'Lars', locale: 'nl' },
  tenants: Array.from({ length: 8 }, (_, i) => ({
    id: 100 + i,
    firstName: `Tenant${i}`,
    locale: i % 3 === 2 ? ('en' as const) : ('nl' as const),
  })),
  otherListings: Array.from({ length: 6 }, (_, i) => listing(10 + i, 50 + i)),
  landlordListings: [listing(20, 2), listing(21, 2), listing(22, 2)],
  inactiveListing: listing(23, 2),
  referenceMs: REFERENCE_MS,
};

describe('planDemoConversations', () => {
  const planned = planDemoConversations(INPUT);
  const ofDemoTenant = planned.filter((c) => c.tenantId === 1);
  const ofDemoLandlord = planned.filter((c) => c.landlordId === 2);

  it('gives the demo tenant conversations with six landlords in every state', () => {
    expect(ofDemoTenant.filter((c) => c.landlordId !== 2)).toHaveLength(6);
    expect(new Set(ofDemoTenant.map((c) => c.landlordId)).size).toBe(7);
    const views = ofDemoTenant.filter((c) => c.landlordId !== 2).map((c) => c.tenant);
    expect(views.filter((v) => !v.hasRead)).toHaveLength(2);
    expect(views.filter((v) => v.isFavorite)).toHaveLength(1);
    expect(views.filter((v) => v.folder === FolderFilter.Trash)).toHaveLength(1);
    // One still waits for the landlord's answer: only her reaction.
    expect(ofDemoTenant.some((c) => c.messages.length === 1 && c.landlordId !== 2)).toBe(true);
  });

  it('gives the demo landlord reactions of several tenants on three adverts and the inactive one', () => {
    expect(new Set(ofDemoLandlord.map((c) => c.listingId))).toEqual(new Set([20, 21, 22, 23]));
    expect(new Set(ofDemoLandlord.map((c) => c.tenantId)).size).toBe(9);
    const unread = ofDemoLandlord.filter((c) => !c.landlord.hasRead);
    expect(unread.length).toBeGreaterThanOrEqual(3);
    expect(ofDemoLandlord.filter((c) => c.landlord.isFavorite)).toHaveLength(1);
    expect(ofDemoLandlord.filter((c) => c.landlord.folder === FolderFilter.Trash)).toHaveLength(1);
  });

  it('starts with a valid reaction of the tenant and writes valid messages in time order', () => {
    for (const conversation of planned) {
      const [first, ...rest] = conversation.messages;
      expect(first).toMatchObject({ author: 'tenant', kind: MessageKind.Reaction });
      expect(reactionMessageProblem(first?.body ?? '')).toBeNull();
      for (const message of rest) {
        expect(message.kind).toBe(MessageKind.Message);
        expect(messageTextProblem(message.body)).toBeNull();
      }
      const times = conversation.messages.map((message) => message.atMs);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times[0]).toBeGreaterThan(INPUT.otherListings[0]!.publishedMs);
    }
  });

  it('writes to English-speaking tenants in English', () => {
    const english = planned.filter((c) => c.tenantId === 102);
    expect(english).toHaveLength(1);
    for (const message of english[0]!.messages)
      expect(message.body).toMatch(/^(Hi|Thank|One|Great|Let)/);
  });

  it('leaves out what a small seed lacks', () => {
    const small = planDemoConversations({
      ...INPUT,
      otherListings: INPUT.otherListings.slice(0, 2),
      landlordListings: [],
      inactiveListing: null,
    });
    expect(small).toHaveLength(2);
  });

  it('is deterministic', () => {
    expect(planDemoConversations(INPUT)).toEqual(planned);
  });
});

describe('participantState', () => {
  it('keeps the appendMessage bookkeeping: unread means read up to the own last message', () => {
    const [unread] = planDemoConversations(INPUT);
    // The tenant reacted (1), the landlord answered (2), she has not read it.
    expect(unread?.messages.map((m) => m.author)).toEqual(['tenant', 'landlord']);
    expect(participantState(unread!, 'tenant')).toEqual({
      role: UserPageRole.Tenant,
      folder: FolderFilter.Normal,
      isFavorite: false,
      lastReadSeq: 1,
      lastSentSeq: 1,
    });
    expect(participantState(unread!, 'landlord')).toMatchObject({
      role: UserPageRole.Landlord,
      lastReadSeq: 2,
      lastSentSeq: 2,
    });
  });

  it('never reads less than the own last message', () => {
    for (const conversation of planDemoConversations(INPUT)) {
      for (const author of ['tenant', 'landlord'] as const) {
        const state = participantState(conversation, author);
        expect(state.lastReadSeq).toBeGreaterThanOrEqual(state.lastSentSeq);
        expect(state.lastReadSeq).toBeLessThanOrEqual(conversation.messages.length);
      }
    }
  });
});
