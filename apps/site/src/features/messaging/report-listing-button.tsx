'use client';

import { ReportButton } from './report-button';

import type { ReportButtonLabels } from './report-button';
import type { Locale, LocaleResources } from '@rooms/i18n';

/** Props of {@link ReportListingButton}. */
export interface ReportListingButtonProps {
  listingID: number;
  /** The advertiser's user id: they cannot report their own advert, so they see no button. */
  landlordID: number;
  /** The advert's canonical path, to come back to after signing in. */
  listingPath: string;
  /** The page's language. */
  locale: Locale;
  labels: ReportButtonLabels;
  /** The dialog's texts in the page's language (namespaces `messages` and `errors`). */
  dialogResources: Partial<LocaleResources>;
}

/** The advert page's {@link ReportButton} (§3 listing abuse reasons, §7 `POST /listing/abuse`). */
export function ReportListingButton({
  listingID,
  landlordID,
  listingPath,
  ...rest
}: ReportListingButtonProps) {
  return (
    <ReportButton
      subject="listing"
      subjectID={listingID}
      ownerID={landlordID}
      returnPath={listingPath}
      {...rest}
    />
  );
}
