import { StaffRole } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { AuditLogTable } from '@rooms/ui/moderation-audit-log';
import { Pagination } from '@rooms/ui/pagination';
import { routeAlternates } from '@rooms/ui/shell-content';
import { redirect } from 'next/navigation';

import {
  StaffPage,
  staffLocaleOf,
  staffMetadata,
} from '../../../../../features/moderation/moderation-page';
import { readForStaff } from '../../../../../features/moderation/moderation-server';
import { auditPath, auditRows, pageOf } from '../../../../../features/moderation/moderation-view';
import styles from '../../../../../features/moderation/moderation.module.css';
import { serverApi } from '../../../../../server/rooms-api';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/moderation/audit-log'>;

/** Title in the page's language; never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staffMetadata(await staffLocaleOf(params), 'auditTitle');
}

/**
 * The audit log of the back office (issue 28; `/moderatie/logboek`, `/en/moderation/audit-log`,
 * staff only): who did what, on what, when and why, newest first, 25 a page (`?page=`). An
 * admin reads every moderator's actions, a moderator their own (the API decides). Anyone who is
 * not staff gets the site's 404.
 */
export default async function AuditLogPage({ params, searchParams }: Props) {
  const locale = await staffLocaleOf(params);
  const page = pageOf((await searchParams).page);
  const api = await serverApi(locale);
  const [overview, log] = await Promise.all([
    readForStaff(() => api.GET('/moderation/overview')),
    readForStaff(() => api.GET('/moderation/audit', { params: { query: { page } } })),
  ]);
  const pageCount = Math.max(1, Math.ceil(log.total / log.pageSize));
  if (page > pageCount) redirect(auditPath(locale, pageCount));

  const t = await getT(locale, 'moderation');
  return (
    <StaffPage
      locale={locale}
      alternates={routeAlternates('moderationAuditLog')}
      section="auditLog"
      heading={t('audit.heading')}
    >
      <section className={styles.section}>
        <p className={styles.intro}>
          {overview.role === StaffRole.Admin ? t('audit.introAdmin') : t('audit.introModerator')}
        </p>
        <AuditLogTable
          caption={t('audit.caption')}
          columns={t('audit.columns', { returnObjects: true })}
          rows={auditRows(log.items, t, locale)}
          emptyText={t('audit.empty')}
        />
        <div className={styles.pagination}>
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => auditPath(locale, target)}
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
