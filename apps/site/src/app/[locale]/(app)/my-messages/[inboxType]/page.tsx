import { inboxTypeWord } from '@rooms/domain';
import { getT, isLocale } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound, redirect } from 'next/navigation';

import { InboxView } from '../../../../../features/messaging/inbox-view';
import {
  inboxPath,
  isAfterReport,
  parseInboxQuery,
} from '../../../../../features/messaging/messaging-query';
import { withDeletedUserName } from '../../../../../features/my-account/deleted-user';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-messages/[inboxType]'>;

async function resolve(params: Props['params']): Promise<{ locale: Locale; word: string }> {
  const raw = await params;
  if (!isLocale(raw.locale)) notFound();
  return { locale: raw.locale, word: raw.inboxType };
}

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, word } = await resolve(params);
  const t = await getT(locale, 'messages');
  const inboxType = inboxTypeWord(parseInboxQuery(word, {}).inboxType);
  return {
    title: `${t(`inbox.types.${inboxType}` as 'inbox.types.default')} – ${t('inbox.title')}`,
    description: t('inbox.description'),
    alternates: metadataAlternates(locale, routeAlternates('myMessages', { inboxType })),
    robots: { index: false, follow: false },
  };
}

/**
 * My messages (§2 `/my-messages/{inboxType}`, `/mijn-berichten/…`, private; issue 6): the
 * signed-in user's conversations of one inbox type (`GET /conversation/my-conversations`), with
 * `pageNo`, `rowsPerPage`, `sortBy` and `listingID` from the URL (read leniently, §5). An
 * unknown or differently written inbox word redirects to its canonical word; a page beyond the
 * last goes to the last. Right after a report (`isAfterReport`) it thanks the user.
 */
export default async function MyMessagesPage({ params, searchParams }: Props) {
  const { locale, word } = await resolve(params);
  const rawQuery = await searchParams;
  const query = parseInboxQuery(word, rawQuery);
  const here = inboxPath(locale, query);
  await requireUser(locale, here);
  if (word !== inboxTypeWord(query.inboxType)) redirect(here);

  const api = await serverApi(locale);
  const [{ data: page }, { data: groups }] = await Promise.all([
    api.GET('/conversation/my-conversations', {
      params: {
        query: {
          inboxType: query.inboxType,
          pageNo: query.pageNo,
          rowsPerPage: query.rowsPerPage,
          sortBy: query.sortBy,
          ...(query.listingID === undefined ? {} : { listingID: query.listingID }),
        },
      },
    }),
    // The landlord's view grouped by advert (first 100 adverts); empty for a tenant.
    api.GET('/conversation/listings', {
      params: { query: { inboxType: query.inboxType, pageNo: 1, rowsPerPage: 100 } },
    }),
  ]);
  if (page === undefined) throw new Error('empty answer of GET /conversation/my-conversations');
  const lastPage = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  if (query.pageNo > lastPage) redirect(inboxPath(locale, { ...query, pageNo: lastPage }));

  const [t, tCommon, tAccount] = await Promise.all([
    getT(locale, 'messages'),
    getT(locale),
    getT(locale, 'myAccount'),
  ]);
  const adverts = groups?.items ?? [];
  const filterTitle =
    query.listingID === undefined
      ? null
      : (adverts.find((group) => group.listing.listingID === query.listingID)?.listing.title ??
        page.items.find((item) => item.listing.listingID === query.listingID)?.listing.title ??
        null);
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={routeAlternates('myMessages', { inboxType: inboxTypeWord(query.inboxType) })}
    >
      <InboxView
        locale={locale}
        t={t as unknown as (key: string, options?: Record<string, unknown>) => string}
        query={query}
        page={{
          ...page,
          items: page.items.map((item) => withDeletedUserName(item, tAccount('deletedUser'))),
        }}
        filterTitle={filterTitle}
        adverts={adverts}
        reported={isAfterReport(rawQuery)}
      />
    </SiteShell>
  );
}
