import { BlockDuration } from '@rooms/domain';

import type { paths, RoomsClient } from '@rooms/api-client';
import type { ModerationQueue, RejectionReason } from '@rooms/domain';

/*
 * The moderation back office's calls (issue 28) over the typed API client. Every `/moderation`
 * route answers 404 to whoever is not staff; the pages turn that into their own 404
 * (`moderation-server.ts`), the actions show it like any other §8 error.
 */

/** `GET /moderation/overview`: the caller's staff role, the queues' figures, handled items. */
export type ModerationOverview =
  paths['/moderation/overview']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/held-adverts`: a page of adverts a fraud rule held. */
export type HeldAdvertsPage =
  paths['/moderation/held-adverts']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/advert-reports`: a page of adverts with open reports. */
export type AdvertReportsPage =
  paths['/moderation/advert-reports']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/conversation-reports`: a page of open conversation reports. */
export type ConversationReportsPage =
  paths['/moderation/conversation-reports']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/scam-signals`: a page of conversations with open scam signs. */
export type ScamSignalsPage =
  paths['/moderation/scam-signals']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/flagged-profiles`: a page of tenant profiles with open reports. */
export type FlaggedProfilesPage =
  paths['/moderation/flagged-profiles']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/conversations/{conversationID}/messages`: a reported conversation. */
export type ReportedConversation =
  paths['/moderation/conversations/{conversationID}/messages']['get']['responses'][200]['content']['application/json'];

/** `GET /moderation/audit`: a page of the audit log. */
export type AuditLogPage =
  paths['/moderation/audit']['get']['responses'][200]['content']['application/json'];

/** A user as the back office shows them (landlord of an advert, reported user). */
export type ModerationUser = HeldAdvertsPage['items'][number]['landlord'];

/** One page of a queue, by queue. */
export type QueuePage =
  | { readonly queue: typeof ModerationQueue.HeldAdverts; readonly page: HeldAdvertsPage }
  | { readonly queue: typeof ModerationQueue.AdvertReports; readonly page: AdvertReportsPage }
  | {
      readonly queue: typeof ModerationQueue.ConversationReports;
      readonly page: ConversationReportsPage;
    }
  | { readonly queue: typeof ModerationQueue.ScamSignals; readonly page: ScamSignalsPage }
  | { readonly queue: typeof ModerationQueue.FlaggedProfiles; readonly page: FlaggedProfilesPage };

/** A moderation action as the back office sends it. */
export type ModerationRequest =
  | { readonly kind: 'approve'; readonly listingID: number; readonly note: string }
  | {
      readonly kind: 'reject';
      readonly listingID: number;
      readonly reason: RejectionReason;
      readonly note: string;
    }
  | {
      readonly kind: 'markFraud' | 'markPossibleAbuse';
      readonly listingID: number;
      readonly note: string;
    }
  | {
      readonly kind: 'block';
      readonly userID: number;
      readonly duration: BlockDuration;
      readonly days: number;
      readonly note: string;
    }
  | { readonly kind: 'unblock'; readonly userID: number; readonly note: string }
  | { readonly kind: 'dismiss'; readonly reportIDs: readonly number[]; readonly note: string }
  | { readonly kind: 'dismissScamSignals'; readonly conversationID: number; readonly note: string };

/** What the block call answers (the counts the confirmation shows). */
export type BlockResult =
  paths['/moderation/users/{userID}/block']['post']['responses'][200]['content']['application/json'];

/** The `status` a mark call sets: Fraud 9 or PossibleAbuse 7. */
const MARK_STATUS = { markFraud: 9, markPossibleAbuse: 7 } as const;

/**
 * Sends one moderation action (issue 28, the `/moderation` POST routes); an empty optional note
 * is left out. Dismissing an advert's reports dismisses each, one after the other.
 *
 * @param client the staff member's client (the browser's, same-origin)
 * @param request the action and its subject
 * @returns the block's answer for `block`, else null
 * @throws RoomsError (§8): 400 invalid_request (a status the action does not apply to, a bad
 *   note), 403 http_403 (blocking staff or oneself), 404 (no longer staff, gone)
 */
export async function sendModerationAction(
  client: RoomsClient,
  request: ModerationRequest,
): Promise<BlockResult | null> {
  const note = request.note === '' ? {} : { note: request.note };
  switch (request.kind) {
    case 'approve':
      await client.POST('/moderation/adverts/{listingID}/approve', {
        params: { path: { listingID: request.listingID } },
        body: note,
      });
      return null;
    case 'reject':
      await client.POST('/moderation/adverts/{listingID}/reject', {
        params: { path: { listingID: request.listingID } },
        body: { reason: request.reason, ...note },
      });
      return null;
    case 'markFraud':
    case 'markPossibleAbuse':
      await client.POST('/moderation/adverts/{listingID}/mark', {
        params: { path: { listingID: request.listingID } },
        body: { status: MARK_STATUS[request.kind], note: request.note },
      });
      return null;
    case 'block': {
      const { data } = await client.POST('/moderation/users/{userID}/block', {
        params: { path: { userID: request.userID } },
        body: {
          duration: request.duration,
          ...(request.duration === BlockDuration.Temporary ? { days: request.days } : {}),
          note: request.note,
        },
      });
      if (data === undefined) throw new Error('empty answer of POST /moderation/users/block');
      return data;
    }
    case 'unblock':
      await client.POST('/moderation/users/{userID}/unblock', {
        params: { path: { userID: request.userID } },
        body: { note: request.note },
      });
      return null;
    case 'dismiss':
      for (const reportID of request.reportIDs) {
        await client.POST('/moderation/reports/{reportID}/dismiss', {
          params: { path: { reportID } },
          body: { note: request.note },
        });
      }
      return null;
    case 'dismissScamSignals':
      await client.POST('/moderation/conversations/{conversationID}/dismiss-scam-signals', {
        params: { path: { conversationID: request.conversationID } },
        body: { note: request.note },
      });
      return null;
  }
}
