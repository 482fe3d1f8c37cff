import { isRoomsError, ModerationQueue } from '@rooms/domain';
import { notFound } from 'next/navigation';

import type { QueuePage } from './moderation-api';
import type { RoomsClient } from '@rooms/api-client';

/**
 * Reads a staff-only answer for a back-office page (issue 28): the API answers 404 to whoever
 * is not staff (anonymous included) and for a conversation that was never reported; the page
 * then answers with the site's ordinary 404, so the back office does not show that it exists.
 *
 * @param read the call, e.g. `() => api.GET('/moderation/overview')`
 * @returns the answer's data
 * @throws the Next.js not-found signal on a 404; the `RoomsError` of any other failure
 */
export async function readForStaff<T>(read: () => Promise<{ data?: T }>): Promise<T> {
  let data: T | undefined;
  try {
    ({ data } = await read());
  } catch (error) {
    if (isRoomsError(error) && error.status === 404) notFound();
    throw error;
  }
  if (data === undefined) throw new Error('empty answer of a moderation call');
  return data;
}

/**
 * One page of a queue for the overview, through {@link readForStaff}.
 *
 * @param api the staff member's server client
 * @param queue the queue to read
 * @param page 1-based; 25 items a page, oldest first
 */
export async function readQueue(
  api: RoomsClient,
  queue: ModerationQueue,
  page: number,
): Promise<QueuePage> {
  const init = { params: { query: { page } } };
  switch (queue) {
    case ModerationQueue.HeldAdverts:
      return { queue, page: await readForStaff(() => api.GET('/moderation/held-adverts', init)) };
    case ModerationQueue.AdvertReports:
      return {
        queue,
        page: await readForStaff(() => api.GET('/moderation/advert-reports', init)),
      };
    case ModerationQueue.ConversationReports:
      return {
        queue,
        page: await readForStaff(() => api.GET('/moderation/conversation-reports', init)),
      };
    case ModerationQueue.ScamSignals:
      return { queue, page: await readForStaff(() => api.GET('/moderation/scam-signals', init)) };
    case ModerationQueue.FlaggedProfiles:
      return {
        queue,
        page: await readForStaff(() => api.GET('/moderation/flagged-profiles', init)),
      };
  }
}
