'use client';

import { AbuseReason, enumValues, ListingAbuseReason } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';

import { browserApi } from '../../client/browser-api';
import { AppProviders } from '../../shell/app-providers';

import { AbuseReportDialog } from './abuse-report-dialog';

import type { Locale, LocaleResources } from '@rooms/i18n';

/** What each kind of report asks and where it goes. */
const SUBJECTS = {
  /** An advert: §3 listing abuse reasons (Other needs an explanation), §7 `POST /listing/abuse`. */
  listing: {
    reasons: enumValues(ListingAbuseReason),
    commentRequiredFor: ListingAbuseReason.Other,
    title: 'report.listingTitle',
    intro: 'report.listingIntro',
    send: (locale: Locale, id: number, reason: number, comment: string) =>
      browserApi(locale).POST('/listing/abuse', {
        body: { listingID: id, reason: reason as ListingAbuseReason, comment },
      }),
  },
  /** A tenant's profile (issue 28): §3 abuse reasons, `POST /tenant/abuse`. */
  tenantProfile: {
    reasons: enumValues(AbuseReason),
    commentRequiredFor: null,
    title: 'report.profileTitle',
    intro: 'report.profileIntro',
    send: (locale: Locale, id: number, reason: number, comment: string) =>
      browserApi(locale).POST('/tenant/abuse', {
        body: { tenantID: id, reason: reason as AbuseReason, comment },
      }),
  },
} as const;

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  /** What is reported. */
  subject: keyof typeof SUBJECTS;
  /** The page's language. */
  locale: Locale;
  /** The texts the dialog needs in that language (namespaces `messages` and `errors`). */
  resources: Partial<LocaleResources>;
  /** The advert's id, or the tenant's user id. */
  subjectID: number;
  open: boolean;
  onClose: () => void;
  /** Called once the report was accepted. */
  onReported: () => void;
}

function ReportForm({
  subject,
  locale,
  subjectID,
  open,
  onClose,
  onReported,
}: Omit<ReportDialogProps, 'resources'>) {
  const { t } = useTranslation('messages');
  const kind = SUBJECTS[subject];
  return (
    <AbuseReportDialog
      open={open}
      onClose={onClose}
      title={t(kind.title)}
      intro={t(kind.intro)}
      reasons={kind.reasons}
      commentRequiredFor={kind.commentRequiredFor}
      send={async ({ reason, comment }) => {
        await kind.send(locale, subjectID, reason, comment);
        onReported();
      }}
    />
  );
}

/**
 * The report dialog of an advert or a tenant's profile with the app providers it needs (MUI,
 * client i18n). Loaded only when the visitor asks to report, so the page's first load carries
 * none of it.
 */
export function ReportDialog({ resources, ...form }: ReportDialogProps) {
  return (
    <AppProviders locale={form.locale} resources={resources}>
      <ReportForm {...form} />
    </AppProviders>
  );
}
