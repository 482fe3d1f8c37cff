import { inboxTypeWord, parseInboxType, parseLenientInteger, RoomsError } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { ConversationView } from '../../../../../../../features/messaging/conversation-view';
import { idOfSegment } from '../../../../../../../features/messaging/messaging-query';
import { withDeletedUserName } from '../../../../../../../features/my-account/deleted-user';
import { requireUser } from '../../../../../../../server/require-user';
import { serverApi } from '../../../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../../../shell/alternates';
import { SiteShell } from '../../../../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-messages/[inboxType]/conversation/[conversationID]'>;

async function resolve(params: Props['params']) {
  const raw = await params;
  if (!isLocale(raw.locale)) notFound();
  const conversationID = idOfSegment(raw.conversationID);
  if (conversationID === null) notFound();
  const inboxType = parseInboxType(raw.inboxType);
  return { locale: raw.locale as Locale, conversationID, inboxType };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Title in the page's language (no names: it is private and not indexed). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, conversationID, inboxType } = await resolve(params);
  const t = await getT(locale, 'messages');
  return {
    title: t('inbox.title'),
    alternates: metadataAlternates(
      locale,
      routeAlternates('conversation', {
        inboxType: inboxTypeWord(inboxType),
        conversationID: String(conversationID),
      }),
    ),
    robots: { index: false, follow: false },
  };
}

/**
 * A conversation (§2 `/my-messages/{inboxType}/conversation/{conversationID}`, query
 * `fromListingID` and `pageNo`; private, issue 6). `GET /conversation/details` checks that the
 * caller takes part (anything else is a 404 that reveals nothing) and marks it read.
 */
export default async function ConversationPage({ params, searchParams }: Props) {
  const { locale, conversationID, inboxType } = await resolve(params);
  const query = await searchParams;
  const fromListingID = idOfSegment(first(query.fromListingID) ?? '') ?? undefined;
  const pageNo = Math.min(Math.max(1, parseLenientInteger(first(query.pageNo)) ?? 1), 10_000);
  const routeParams = {
    inboxType: inboxTypeWord(inboxType),
    conversationID: String(conversationID),
  };
  const keep = fromListingID === undefined ? {} : { fromListingID };
  await requireUser(
    locale,
    pathFor('conversation', locale, routeParams, pageNo > 1 ? { ...keep, pageNo } : keep),
  );

  const api = await serverApi(locale);
  let details;
  try {
    ({ data: details } = await api.GET('/conversation/details', {
      params: {
        query: {
          conversationID,
          pageNo,
          inboxType,
          ...(fromListingID === undefined ? {} : { fromListingID }),
        },
      },
    }));
  } catch (error) {
    if (error instanceof RoomsError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  if (details === undefined) throw new Error('empty answer of GET /conversation/details');

  const pageCount = Math.max(1, Math.ceil(details.totalMessageCount / details.rowsPerPage));
  const pageAt = (page: number) =>
    pathFor('conversation', locale, routeParams, page > 1 ? { ...keep, pageNo: page } : keep);
  const [t, tCommon, tAccount, matchScore] = await Promise.all([
    getT(locale, 'messages'),
    getT(locale),
    getT(locale, 'myAccount'),
    // The explanation is a nicety: the page shows without it when it cannot be read.
    api
      .GET('/conversation/match-score-details', { params: { query: { conversationID } } })
      .then(({ data }) => data ?? null)
      .catch((error: unknown) => {
        console.error('Reading the match score details failed', error);
        return null;
      }),
  ]);
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={routeAlternates('conversation', routeParams)}
    >
      <ConversationView
        locale={locale}
        t={t as unknown as (key: string, options?: Record<string, unknown>) => string}
        details={withDeletedUserName(details, tAccount('deletedUser'))}
        inboxPath={pathFor(
          'myMessages',
          locale,
          { inboxType: inboxTypeWord(inboxType) },
          fromListingID === undefined ? undefined : { listingID: fromListingID },
        )}
        olderPath={pageNo < pageCount ? pageAt(pageNo + 1) : null}
        newerPath={pageNo > 1 ? pageAt(pageNo - 1) : null}
        matchScore={matchScore}
      />
    </SiteShell>
  );
}
