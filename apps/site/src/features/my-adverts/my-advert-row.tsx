import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  API_BASE_PATH,
  AutomaticDeactivationReason,
  buildImagePath,
  InboxType,
  inboxTypeWord,
  isConfirmationDue,
  isListingActionAllowed,
  ListingStatus,
  MOVE_UP_INTERVAL_HOURS,
  MyListingAction,
  UNCONFIRMED_DEACTIVATION_DAYS,
  unconfirmedDeactivationAt,
} from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { AdvertConfirmationNote } from '@rooms/ui/advert-confirmation-note';
import { ListingPhoto } from '@rooms/ui/listing-photo';
import { formatEuroCents } from '@rooms/ui/search-format';
import { listingDetailPath } from '@rooms/ui/search-path';

import { wizardPath } from '../listing-wizard/wizard-paths';
import { AFTER_STEPS } from '../listing-wizard/wizard-routing';
import { RejectionReasonNote } from '../moderation/rejection-reason-note';

import { AdvertActions } from './advert-actions';
import { listingStatusName } from './my-adverts-query';

import type { MyListing } from './my-adverts-types';
import type { Locale } from '@rooms/i18n';
import type { AdvertConfirmationTone } from '@rooms/ui/advert-confirmation-note';

type AdvertsT = (key: string, options?: Record<string, unknown>) => string;

/** Cover photo size on the page, px (the resize asks for twice that for dense screens). */
const PHOTO = { width: 160, height: 113 } as const;

/**
 * A date as the page shows it (`12 mrt 2026`, `12 Mar 2026`), in Amsterdam time.
 *
 * @param iso an ISO 8601 time
 * @param locale the page's language
 * @returns the date text
 */
export function formatAdvertDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * When a move-up that is not allowed yet becomes possible (the latest one plus
 * {@link MOVE_UP_INTERVAL_HOURS}), as the page shows it (`12 mrt 2026 14:05`), or null when the
 * advert can be moved up now or never was.
 *
 * @param listing the advert with `canMoveUp` and `movedUpAt` of `GET /listing/mylistings`
 * @param locale the page's language
 */
export function moveUpAgainAt(
  listing: Pick<MyListing, 'canMoveUp' | 'movedUpAt'>,
  locale: Locale,
): string | null {
  if (listing.canMoveUp || listing.movedUpAt === null) return null;
  const again = new Date(Date.parse(listing.movedUpAt) + MOVE_UP_INTERVAL_HOURS * 3_600_000);
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(again);
}

/** What "My adverts" says of an advert's confirmations (fresh adverts). */
export interface ConfirmationNote {
  readonly tone: AdvertConfirmationTone;
  readonly text: string;
}

/**
 * What "My adverts" says of an advert's confirmations (fresh adverts): an online advert shows
 * when it was last confirmed, and from {@link isConfirmationDue} on asks for a confirmation
 * with the day it otherwise leaves search; an advert the freshness job took offline (Inactive 5,
 * {@link AutomaticDeactivationReason.NotConfirmed}) says why. Other adverts say nothing.
 *
 * @param listing the advert of `GET /listing/mylistings`
 * @param now the current time
 * @param locale the page's language
 * @param t `adverts` translations
 * @returns the note, or null
 */
export function confirmationNote(
  listing: Pick<MyListing, 'status' | 'confirmedAt' | 'deactivationReason'>,
  now: Date,
  locale: Locale,
  t: AdvertsT,
): ConfirmationNote | null {
  if (
    listing.status === ListingStatus.Inactive &&
    listing.deactivationReason === AutomaticDeactivationReason.NotConfirmed
  ) {
    return {
      tone: 'offline',
      text: t('freshness.notConfirmed', { days: UNCONFIRMED_DEACTIVATION_DAYS }),
    };
  }
  if (!isListingActionAllowed(MyListingAction.Confirm, listing.status)) return null;
  const confirmedAt = new Date(listing.confirmedAt);
  if (Number.isNaN(confirmedAt.getTime())) return null;
  if (isConfirmationDue(confirmedAt, now)) {
    const leaves = unconfirmedDeactivationAt(confirmedAt).toISOString();
    return { tone: 'due', text: t('freshness.due', { date: formatAdvertDate(leaves, locale) }) };
  }
  return {
    tone: 'confirmed',
    text: t('freshness.lastConfirmed', { date: formatAdvertDate(listing.confirmedAt, locale) }),
  };
}

/** Props of {@link MyAdvertRow}. */
export interface MyAdvertRowProps {
  listing: MyListing;
  locale: Locale;
  t: AdvertsT;
}

/**
 * One advert of "My adverts": cover photo (or the fallback image), title (a link to the advert
 * while it is online), type, street and city, rent, status in words, views, reactions (a link to
 * the inbox filtered on the advert), publication date, why a moderator rejected it (Rejected 2),
 * when it was last confirmed as still available (or that it is due, or left search for want of
 * a confirmation; fresh adverts) and the action buttons.
 */
export function MyAdvertRow({ listing, locale, t }: MyAdvertRowProps) {
  const photo =
    listing.coverPhotoKey === null
      ? null
      : `${API_BASE_PATH}${buildImagePath(listing.coverPhotoKey, {
          width: PHOTO.width * 2,
          height: PHOTO.height * 2,
        })}`;
  const statusName = listingStatusName(listing.status);
  const reactionsHref = pathFor(
    'myMessages',
    locale,
    { inboxType: inboxTypeWord(InboxType.Default) },
    { listingID: listing.listingID },
  );
  // A draft has no title, place or rent until those steps are saved.
  const title =
    listing.title.trim() === '' ? t('untitled', { id: listing.listingID }) : listing.title;
  // Rendered per request (a private page), so "now" is the visit's time.
  const confirmation = confirmationNote(listing, new Date(), locale, t);
  return (
    <Box
      component="li"
      data-testid="my-advert"
      data-listing-id={listing.listingID}
      data-status={listing.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px 1fr', sm: `${PHOTO.width}px 1fr` },
        gap: { xs: 1.5, sm: 2 },
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <ListingPhoto
        src={photo}
        alt=""
        width={PHOTO.width}
        height={PHOTO.height}
        style={{ borderRadius: 'var(--mui-shape-borderRadius)' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Chip
            size="small"
            data-testid="my-advert-status"
            color={listing.isActive ? 'success' : 'default'}
            variant={listing.isActive ? 'filled' : 'outlined'}
            label={statusName === null ? String(listing.status) : t(`status.${statusName}`)}
          />
          <Typography variant="body2" color="text.secondary" component="span">
            {t(`types.${listing.listingType}`)}
          </Typography>
          {listing.topAdvertUntil !== null && listing.topAdvertUntil > new Date().toISOString() ? (
            <Chip
              size="small"
              color="secondary"
              data-testid="my-advert-top"
              label={t('topAdvertUntil', {
                date: formatAdvertDate(listing.topAdvertUntil, locale),
              })}
            />
          ) : null}
        </Box>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.35 }}
        >
          {listing.isActive ? (
            <Link
              href={listingDetailPath(
                {
                  id: listing.listingID,
                  listingType: listing.listingType,
                  citySlug: listing.citySlug,
                  streetSlug: listing.streetSlug,
                },
                locale,
              )}
              data-testid="my-advert-link"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[listing.streetName, listing.cityName].filter((part) => part !== '').join(', ')}
        </Typography>
        {listing.rentCents > 0 ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('perMonth', { price: formatEuroCents(listing.rentCents, locale) })}
          </Typography>
        ) : null}
        <Box
          component="p"
          sx={{
            m: 0,
            mt: 0.5,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            typography: 'body2',
            color: 'text.secondary',
          }}
        >
          <span data-testid="my-advert-views">{t('views', { count: listing.views })}</span>
          <Link href={reactionsHref} data-testid="my-advert-reactions">
            {t('reactions', { count: listing.reactionCount })}
          </Link>
          <span>
            {listing.publishedAt === null
              ? t('notPublished')
              : t('published', { date: formatAdvertDate(listing.publishedAt, locale) })}
          </span>
        </Box>
      </Box>
      {listing.status === ListingStatus.Rejected && listing.rejectionReason !== null ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <RejectionReasonNote locale={locale} reason={listing.rejectionReason} />
        </Box>
      ) : null}
      {confirmation === null ? null : (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AdvertConfirmationNote tone={confirmation.tone} text={confirmation.text} />
        </Box>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <AdvertActions
          listingID={listing.listingID}
          status={listing.status}
          title={title}
          moveUpAgainAt={moveUpAgainAt(listing, locale)}
          confirmationDue={confirmation?.tone === 'due'}
          editHref={wizardPath(locale, listing.listingID, AFTER_STEPS.Continue)}
          previewHref={pathFor('previewRoomAdvert', locale, {
            listingID: String(listing.listingID),
            from: 'my-adverts',
          })}
          boostHref={
            listing.isActive
              ? wizardPath(locale, listing.listingID, AFTER_STEPS.SupplyProducts)
              : undefined
          }
        />
      </Box>
    </Box>
  );
}
