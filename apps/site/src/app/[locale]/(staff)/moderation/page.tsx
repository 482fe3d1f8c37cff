import { getT } from '@rooms/i18n';
import { ModerationQueueSummary } from '@rooms/ui/moderation-queue-summary';
import { Pagination } from '@rooms/ui/pagination';
import { routeAlternates } from '@rooms/ui/shell-content';
import { redirect } from 'next/navigation';

import {
  StaffPage,
  staffLocaleOf,
  staffMetadata,
} from '../../../../features/moderation/moderation-page';
import { ModerationQueueIsland } from '../../../../features/moderation/moderation-queue-island';
import { readForStaff, readQueue } from '../../../../features/moderation/moderation-server';
import {
  durationText,
  pageOf,
  queueFigures,
  queueOf,
  queuePath,
} from '../../../../features/moderation/moderation-view';
import styles from '../../../../features/moderation/moderation.module.css';
import { serverApi } from '../../../../server/rooms-api';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/moderation'>;

/** Title in the page's language; never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staffMetadata(await staffLocaleOf(params), 'title');
}

/**
 * The moderation back office (issue 28; `/moderatie`, `/en/moderation`, staff only): the
 * figures of the three queues (open items, the oldest's age) as links that switch the queue
 * (`?queue=`), the items handled in the last 30 days with their p95 age, then one page
 * (`?page=`, 25 a page, oldest first) of the chosen queue with the actions. Anyone who is not
 * staff, anonymous visitors included, gets the site's 404: the API answers 404 to them.
 */
export default async function ModerationPage({ params, searchParams }: Props) {
  const locale = await staffLocaleOf(params);
  const query = await searchParams;
  const queue = queueOf(query.queue);
  const page = pageOf(query.page);
  const api = await serverApi(locale);
  const [overview, list] = await Promise.all([
    readForStaff(() => api.GET('/moderation/overview')),
    readQueue(api, queue, page),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.page.total / list.page.pageSize));
  if (page > pageCount) redirect(queuePath(locale, queue, pageCount));

  const t = await getT(locale, 'moderation');
  const { handled } = overview;
  return (
    <StaffPage
      locale={locale}
      alternates={routeAlternates('moderation')}
      section="queues"
      heading={t('heading')}
    >
      <ModerationQueueSummary
        navLabel={t('queues.label')}
        queues={queueFigures(overview, queue, { t, locale })}
        handledHeading={t('summary.handledHeading')}
        handled={t('summary.handled', { count: handled.last30Days })}
        p95={
          handled.p95AgeHours === null
            ? t('summary.p95None')
            : t('summary.p95', { age: durationText(handled.p95AgeHours, locale) })
        }
      />
      <section className={styles.section} aria-labelledby="moderation-queue-heading">
        <h2 id="moderation-queue-heading" className={styles.sectionHeading}>
          {t(`queues.${queue}`)}
        </h2>
        <ModerationQueueIsland locale={locale} data={list} />
        <div className={styles.pagination}>
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => queuePath(locale, queue, target)}
            label={t('pagination.label')}
            previousLabel={t('pagination.previous')}
            nextLabel={t('pagination.next')}
            pageLabel={(target) => t('pagination.pageOf', { page: target, pages: pageCount })}
            currentPageLabel={(target) =>
              t('pagination.pageOf', { page: target, pages: pageCount })
            }
          />
        </div>
      </section>
    </StaffPage>
  );
}
