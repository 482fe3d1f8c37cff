'use client';

import { enumValues, ListingAbuseReason } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';

import { browserApi } from '../../client/browser-api';
import { AppProviders } from '../../shell/app-providers';

import { AbuseReportDialog } from './abuse-report-dialog';

import type { Locale, LocaleResources } from '@rooms/i18n';

/** Props of {@link ReportListingDialog}. */
export interface ReportListingDialogProps {
  /** The page's language. */
  locale: Locale;
  /** The texts the dialog needs in that language (namespaces `messages` and `errors`). */
  resources: Partial<LocaleResources>;
  listingID: number;
  open: boolean;
  onClose: () => void;
  /** Called once the report was accepted. */
  onReported: () => void;
}

type ListingReportFormProps = Omit<ReportListingDialogProps, 'resources'>;

const REASONS = enumValues(ListingAbuseReason);

function ListingReportForm({
  locale,
  listingID,
  open,
  onClose,
  onReported,
}: ListingReportFormProps) {
  const { t } = useTranslation('messages');
  return (
    <AbuseReportDialog
      open={open}
      onClose={onClose}
      title={t('report.listingTitle')}
      intro={t('report.listingIntro')}
      reasons={REASONS}
      commentRequiredFor={ListingAbuseReason.Other}
      send={async ({ reason, comment }) => {
        await browserApi(locale).POST('/listing/abuse', {
          body: { listingID, reason: reason as ListingAbuseReason, comment },
        });
        onReported();
      }}
    />
  );
}

/**
 * The report dialog of an advert (§3 listing abuse reasons, §7 `POST /listing/abuse`; reason
 * Other needs an explanation) with the app providers it needs (MUI, client i18n). Loaded only
 * when the visitor asks to report, so the listing page's first load carries none of it.
 */
export function ReportListingDialog({ resources, ...form }: ReportListingDialogProps) {
  return (
    <AppProviders locale={form.locale} resources={resources}>
      <ListingReportForm {...form} />
    </AppProviders>
  );
}
