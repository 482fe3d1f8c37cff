/**
 * Conversations of the demo accounts (issue 22 §2): the demo tenant has reacted to adverts of
 * several landlords (one answer unread, one with two unread messages, one answered by her, a
 * favourite, one waiting for an answer, one in her trash), and seeded tenants have reacted to
 * the demo landlord's adverts (some unread for him, some answered, a favourite, one in his
 * trash, one about his advert that is now offline). Written to the tables the messaging calls
 * use, with the same bookkeeping as `appendMessage` (messages numbered 1, 2, 3 …,
 * `message_count` = the last number, each participant's `last_read_seq` at least their own last
 * message, `last_sent_seq` their last message), so the inbox, its unread counts, folders and
 * favourites read them as if typed.
 */
import { FolderFilter, ListingArrivalSource, MessageKind, UserPageRole } from '@rooms/domain';

import type pg from 'pg';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An advert a conversation is about, with what its texts mention. */
export interface ConversationListing {
  id: number;
  landlordId: number;
  landlordFirstName: string;
  street: string;
  city: string;
  /** Publication time, epoch ms (conversations start after it). */
  publishedMs: number;
}

/** A person of a conversation. */
export interface ConversationPerson {
  id: number;
  firstName: string;
  locale: 'nl' | 'en';
}

/** Who wrote a planned message. */
type Author = 'tenant' | 'landlord';

/** One participant's view of a planned conversation. */
export interface PlannedView {
  /** FolderFilter: Normal 1, Trash 2. */
  folder: number;
  isFavorite: boolean;
  /** Whether they read the other party's messages after their own last one. */
  hasRead: boolean;
}

/** A conversation to insert. */
export interface PlannedConversation {
  listingId: number;
  tenantId: number;
  landlordId: number;
  /** ListingArrivalSource of the reaction. */
  arrivalSource: number;
  messages: { author: Author; kind: number; body: string; atMs: number }[];
  tenant: PlannedView;
  landlord: PlannedView;
}

/** What {@link planDemoConversations} needs: the people and adverts, all read from the database. */
export interface DemoConversationInput {
  demoTenant: ConversationPerson;
  demoLandlord: ConversationPerson;
  /** Seeded tenants (`demo-tenants.ts`) who react to the demo landlord's adverts. */
  tenants: readonly ConversationPerson[];
  /** Visible adverts of other landlords, one per landlord, for the demo tenant's reactions. */
  otherListings: readonly ConversationListing[];
  /** The demo landlord's visible adverts, oldest first. */
  landlordListings: readonly ConversationListing[];
  /** The demo landlord's inactive advert, or null. */
  inactiveListing: ConversationListing | null;
  /** The seed's "today", epoch ms. */
  referenceMs: number;
}

/** How a scripted conversation goes and where it ends up for each side. */
interface Script {
  /** Days before the reference date of the reaction. */
  daysAgo: number;
  /** Who writes after the reaction, in order (the reaction is the tenant's). */
  replies: readonly Author[];
  tenant: Partial<PlannedView>;
  landlord: Partial<PlannedView>;
  arrivalSource?: number;
}

const READ: PlannedView = { folder: FolderFilter.Normal, isFavorite: false, hasRead: true };

/** The demo tenant's conversations, one per other landlord's advert (in `otherListings` order). */
const TENANT_SCRIPTS: readonly Script[] = [
  // Unread for her: the landlord answered this morning.
  { daysAgo: 2, replies: ['landlord'], tenant: { hasRead: false }, landlord: {} },
  // Two unread messages of the landlord.
  { daysAgo: 4, replies: ['landlord', 'landlord'], tenant: { hasRead: false }, landlord: {} },
  // Answered by her; the landlord has not read her answer yet.
  {
    daysAgo: 6,
    replies: ['landlord', 'tenant'],
    tenant: {},
    landlord: { hasRead: false },
    arrivalSource: ListingArrivalSource.FromMyMatch,
  },
  // A favourite: a viewing is planned.
  {
    daysAgo: 9,
    replies: ['landlord', 'tenant', 'landlord'],
    tenant: { isFavorite: true },
    landlord: {},
  },
  // Waiting for an answer.
  {
    daysAgo: 1,
    replies: [],
    tenant: {},
    landlord: { hasRead: false },
    arrivalSource: ListingArrivalSource.FromAlertEmail,
  },
  // Rented out to someone else: she put it in the trash.
  { daysAgo: 14, replies: ['landlord'], tenant: { folder: FolderFilter.Trash }, landlord: {} },
];

/**
 * The reactions on the demo landlord's adverts: per advert (in `landlordListings` order), the
 * seeded tenants (indexes into `tenants`) and how each conversation goes; `-1` is the demo tenant.
 */
const LANDLORD_SCRIPTS: readonly (readonly (readonly [number, Script])[])[] = [
  [
    [0, { daysAgo: 1, replies: [], tenant: {}, landlord: { hasRead: false } }],
    [1, { daysAgo: 5, replies: ['landlord', 'tenant'], tenant: {}, landlord: { hasRead: false } }],
    [2, { daysAgo: 7, replies: ['landlord'], tenant: {}, landlord: {} }],
    [
      3,
      { daysAgo: 8, replies: ['landlord', 'tenant'], tenant: {}, landlord: { isFavorite: true } },
    ],
  ],
  [
    [-1, { daysAgo: 3, replies: [], tenant: {}, landlord: { hasRead: false } }],
    [4, { daysAgo: 2, replies: [], tenant: {}, landlord: { hasRead: false } }],
    [5, { daysAgo: 10, replies: ['landlord', 'tenant'], tenant: {}, landlord: {} }],
  ],
  [[6, { daysAgo: 12, replies: [], tenant: {}, landlord: { folder: FolderFilter.Trash } }]],
];

/** The reaction on the demo landlord's inactive advert: answered, before he took it offline. */
const INACTIVE_SCRIPT: readonly [number, Script] = [
  7,
  { daysAgo: 6, replies: ['landlord'], tenant: {}, landlord: {} },
];

/** Texts by language: the reaction, then the landlord's and the tenant's messages in turn. */
const TEXTS = {
  nl: {
    reaction: (l: ConversationListing, tenant: string) =>
      `Hoi ${l.landlordFirstName}, ik ben ${tenant} en ik zag je advertentie aan de ${l.street} in ${l.city}. ` +
      'Ik ben rustig, netjes en betaal altijd op tijd. Is de woonruimte nog beschikbaar? Ik kom graag een keer kijken.',
    landlord: [
      (tenant: string) =>
        `Hoi ${tenant}, leuk dat je reageert! De woonruimte is nog beschikbaar. Kun je donderdag om 19:00 uur langskomen voor een bezichtiging?`,
      () => 'Ik hoor graag of donderdag je uitkomt, anders kan zaterdagochtend ook.',
      () => 'Top, tot dan! Bel even aan bij de bovenste bel.',
    ] as const,
    tenant: [
      () => 'Dank je wel! Donderdag om 19:00 uur past mij prima. Tot dan!',
      () => 'Nog een vraag: is inschrijven op het adres mogelijk?',
    ] as const,
    rented: (tenant: string) =>
      `Hoi ${tenant}, bedankt voor je reactie. Helaas is de woonruimte inmiddels verhuurd. Veel succes met zoeken!`,
  },
  en: {
    reaction: (l: ConversationListing, tenant: string) =>
      `Hi ${l.landlordFirstName}, I'm ${tenant} and I saw your advert on ${l.street} in ${l.city}. ` +
      "I'm quiet, tidy and always pay on time. Is it still available? I'd love to come and see it.",
    landlord: [
      (tenant: string) =>
        `Hi ${tenant}, thanks for your message! It is still available. Could you come for a viewing on Thursday at 7 pm?`,
      () => 'Let me know if Thursday works for you; otherwise Saturday morning is fine too.',
      () => 'Great, see you then! Please ring the top bell.',
    ] as const,
    tenant: [
      () => 'Thank you! Thursday at 7 pm works for me. See you then!',
      () => 'One more question: can I register at the address?',
    ] as const,
    rented: (tenant: string) =>
      `Hi ${tenant}, thanks for reacting. Unfortunately the place has been rented out already. Good luck with your search!`,
  },
};

/**
 * Writes a script out: the reaction, then the replies one to a few hours apart, starting
 * `daysAgo` days before the reference date (never before the advert's publication).
 */
function scripted(
  script: Script,
  listing: ConversationListing,
  tenant: ConversationPerson,
  landlordLocale: 'nl' | 'en',
  referenceMs: number,
  rentedOut: boolean,
): PlannedConversation {
  const texts = TEXTS[tenant.locale];
  // The landlord answers in the tenant's language when the tenant wrote in English.
  const landlordTexts = TEXTS[tenant.locale === 'en' ? 'en' : landlordLocale];
  let atMs = Math.max(referenceMs - script.daysAgo * DAY_MS, listing.publishedMs + 2 * HOUR_MS);
  const messages: PlannedConversation['messages'] = [
    {
      author: 'tenant',
      kind: MessageKind.Reaction,
      body: texts.reaction(listing, tenant.firstName),
      atMs,
    },
  ];
  let landlordTurn = 0;
  let tenantTurn = 0;
  for (const author of script.replies) {
    atMs += (landlordTurn + tenantTurn + 1) * 2.5 * HOUR_MS;
    const previous = messages[messages.length - 1]?.author;
    let body: string;
    if (author === 'landlord') {
      // First the answer (or the news that it is rented out), then a reminder when the tenant has
      // not answered yet, or the confirmation when she has.
      const [answer, reminder, confirmation] = landlordTexts.landlord;
      body =
        landlordTurn > 0
          ? (previous === 'landlord' ? reminder : confirmation)()
          : rentedOut
            ? landlordTexts.rented(tenant.firstName)
            : answer(tenant.firstName);
      landlordTurn += 1;
    } else {
      const [accept, question] = texts.tenant;
      body = (tenantTurn === 0 ? accept : question)();
      tenantTurn += 1;
    }
    messages.push({ author, kind: MessageKind.Message, body, atMs });
  }
  return {
    listingId: listing.id,
    tenantId: tenant.id,
    landlordId: listing.landlordId,
    arrivalSource: script.arrivalSource ?? ListingArrivalSource.FromSearchResult,
    messages,
    tenant: { ...READ, ...script.tenant },
    landlord: { ...READ, ...script.landlord },
  };
}

/**
 * Plans the demo conversations (pure: the same input gives the same plan). Scripts without an
 * advert or tenant to use are left out (a small seed may give the demo landlord few adverts).
 *
 * @returns the conversations, the demo tenant's first
 */
export function planDemoConversations(input: DemoConversationInput): PlannedConversation[] {
  const { demoTenant, demoLandlord, tenants, referenceMs } = input;
  const planned: PlannedConversation[] = [];
  TENANT_SCRIPTS.forEach((script, i) => {
    const listing = input.otherListings[i];
    if (listing === undefined) return;
    planned.push(
      scripted(script, listing, demoTenant, 'nl', referenceMs, i === TENANT_SCRIPTS.length - 1),
    );
  });
  const landlordScripts: [ConversationListing, number, Script][] = [];
  LANDLORD_SCRIPTS.forEach((scripts, i) => {
    const listing = input.landlordListings[i];
    if (listing !== undefined)
      for (const [who, script] of scripts) landlordScripts.push([listing, who, script]);
  });
  if (input.inactiveListing !== null) {
    landlordScripts.push([input.inactiveListing, INACTIVE_SCRIPT[0], INACTIVE_SCRIPT[1]]);
  }
  for (const [listing, who, script] of landlordScripts) {
    const tenant = who === -1 ? demoTenant : tenants[who];
    if (tenant === undefined) continue;
    planned.push(scripted(script, listing, tenant, demoLandlord.locale, referenceMs, false));
  }
  return planned;
}

/**
 * A participant's row of a planned conversation, with the bookkeeping of `appendMessage`:
 * `last_sent_seq` is their last own message (auto-replies excluded), `last_read_seq` the last
 * message when they have read everything, else their own last message (sending reads all before).
 *
 * @param conversation the planned conversation
 * @param author whose row: the tenant's or the landlord's
 */
export function participantState(conversation: PlannedConversation, author: Author) {
  const view = author === 'tenant' ? conversation.tenant : conversation.landlord;
  let lastSent = 0;
  conversation.messages.forEach((message, i) => {
    if (message.author === author && message.kind !== MessageKind.AutoReply) lastSent = i + 1;
  });
  return {
    role: author === 'tenant' ? UserPageRole.Tenant : UserPageRole.Landlord,
    folder: view.folder,
    isFavorite: view.isFavorite,
    // Unread: read up to their own last message (sending reads everything before it).
    lastReadSeq: view.hasRead ? conversation.messages.length : lastSent,
    lastSentSeq: lastSent,
  };
}

/**
 * Inserts planned conversations: the conversations, both participants' rows and the messages.
 *
 * @param client a connection inside the seed's transaction
 * @param planned the conversations ({@link planDemoConversations})
 * @returns conversations and messages written
 * @throws the PostgreSQL error of a failing insert (e.g. a second conversation of one tenant
 *   about one advert)
 */
export async function insertConversations(
  client: pg.ClientBase,
  planned: readonly PlannedConversation[],
): Promise<{ conversations: number; messages: number }> {
  if (planned.length === 0) return { conversations: 0, messages: 0 };
  const iso = (ms: number) => new Date(ms).toISOString();
  const { rows } = await client.query<{ id: number; tenant_id: number; listing_id: number }>(
    `INSERT INTO conversations (listing_id, tenant_id, landlord_id, arrival_source, message_count, last_message_at, created_at)
     SELECT listing_id, tenant_id, landlord_id, arrival_source, message_count, last_message_at, created_at
       FROM unnest($1::int4[], $2::int4[], $3::int4[], $4::int2[], $5::int4[], $6::timestamptz[], $7::timestamptz[])
            WITH ORDINALITY AS t(listing_id, tenant_id, landlord_id, arrival_source, message_count, last_message_at, created_at, n)
      ORDER BY n
     RETURNING id, tenant_id, listing_id`,
    [
      planned.map((c) => c.listingId),
      planned.map((c) => c.tenantId),
      planned.map((c) => c.landlordId),
      planned.map((c) => c.arrivalSource),
      planned.map((c) => c.messages.length),
      planned.map((c) => iso(c.messages[c.messages.length - 1]?.atMs ?? 0)),
      planned.map((c) => iso(c.messages[0]?.atMs ?? 0)),
    ],
  );
  const idOf = new Map(rows.map((row) => [`${row.tenant_id}|${row.listing_id}`, row.id]));
  const ids = planned.map((c) => idOf.get(`${c.tenantId}|${c.listingId}`) as number);

  const participants = planned.flatMap((c, i) =>
    (['tenant', 'landlord'] as const).map((author) => ({
      conversationId: ids[i] as number,
      userId: author === 'tenant' ? c.tenantId : c.landlordId,
      ...participantState(c, author),
    })),
  );
  await client.query(
    `INSERT INTO conversation_participants (conversation_id, user_id, role, folder, is_favorite, last_read_seq, last_sent_seq)
     SELECT * FROM unnest($1::int4[], $2::int4[], $3::int2[], $4::int2[], $5::bool[], $6::int4[], $7::int4[])`,
    [
      participants.map((p) => p.conversationId),
      participants.map((p) => p.userId),
      participants.map((p) => p.role),
      participants.map((p) => p.folder),
      participants.map((p) => p.isFavorite),
      participants.map((p) => p.lastReadSeq),
      participants.map((p) => p.lastSentSeq),
    ],
  );

  const messages = planned.flatMap((c, i) =>
    c.messages.map((message, seq) => ({
      conversationId: ids[i] as number,
      senderId: message.author === 'tenant' ? c.tenantId : c.landlordId,
      seq: seq + 1,
      kind: message.kind,
      body: message.body,
      arrivalSource: message.kind === MessageKind.Reaction ? c.arrivalSource : null,
      createdAt: iso(message.atMs),
    })),
  );
  await client.query(
    `INSERT INTO messages (conversation_id, sender_id, seq, kind, body, arrival_source, created_at)
     SELECT conversation_id, sender_id, seq, kind, body, arrival_source, created_at
       FROM unnest($1::int4[], $2::int4[], $3::int4[], $4::int2[], $5::text[], $6::int2[], $7::timestamptz[])
            WITH ORDINALITY AS t(conversation_id, sender_id, seq, kind, body, arrival_source, created_at, n)
      ORDER BY n`,
    [
      messages.map((m) => m.conversationId),
      messages.map((m) => m.senderId),
      messages.map((m) => m.seq),
      messages.map((m) => m.kind),
      messages.map((m) => m.body),
      messages.map((m) => m.arrivalSource),
      messages.map((m) => m.createdAt),
    ],
  );
  return { conversations: planned.length, messages: messages.length };
}
