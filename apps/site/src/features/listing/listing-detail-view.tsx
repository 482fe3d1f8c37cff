import { API_BASE_PATH, buildImagePath } from '@rooms/domain';
import { getT, pathFor, RESOURCES } from '@rooms/i18n';
import { AdvertFreshness } from '@rooms/ui/advert-freshness';
import { buttonClassName } from '@rooms/ui/button-link';
import { LandlordCard } from '@rooms/ui/landlord-card';
import { ListingFacts } from '@rooms/ui/listing-facts';
import { ListingPricePanel } from '@rooms/ui/listing-price-panel';
import { PageContainer } from '@rooms/ui/page-container';
import { PhotoGallery } from '@rooms/ui/photo-gallery';
import { RentCheckPanel } from '@rooms/ui/rent-check-panel';
import { formatCount, formatEuroCents, formatIsoDate } from '@rooms/ui/search-format';
import { ShareButton } from '@rooms/ui/share-button';
import { Fragment } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';
import { ListingFavoriteToggle } from '../favorites/listing-favorite-toggle';
import { ListingLocationMap } from '../maps/listing-location-map';
import { ReportListingButton } from '../messaging/report-listing-button';

import { AlreadyLetButton } from './already-let-button';
import { freshnessText, reportLetErrorTexts } from './freshness-text';
import styles from './listing-detail-view.module.css';
import { canonicalListingParams, canonicalListingPath } from './listing-paths';
import { listingRentCheck } from './listing-rent-check';
import { ListingStudentHouse } from './listing-student-house';
import {
  availabilityText,
  listingFactGroups,
  listingTypeKey,
  listingTypeLabel,
  ownerTypeLabel,
  priceLines,
} from './listing-view';
import { replyTimeText } from './reply-time-text';

import type { ListingDetails } from './listing-types';
import type { ListingT } from './listing-view';
import type { TenantArrivalSource } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { GalleryPhoto } from '@rooms/ui/photo-gallery';

/** Props of {@link ListingDetailView}. */
export interface ListingDetailViewProps {
  listing: ListingDetails;
  locale: Locale;
  /** `listing` translations of the page's language. */
  t: ListingT;
  /** Today as 'YYYY-MM-DD' (UTC), for "Direct beschikbaar". */
  today: string;
  /** Where the visitor came from (§3, the page's `arrivalSource` query), passed on to reacting. */
  arrivalSource?: TenantArrivalSource;
  /**
   * The landlord's preview of their own advert (`/preview-roomadvert`): the react button shows
   * but does nothing, and favourite, share and report are left out (the advert may not be public).
   */
  preview?: boolean;
  /**
   * Whether the signed-in visitor saved this listing, read on the server; `null` or absent when
   * unknown (anonymous, or the read failed: the heart then reads it in the browser).
   */
  isFavorite?: boolean | null;
}

const image = (key: string, width: number, height: number) =>
  `${API_BASE_PATH}${buildImagePath(key, { width, height })}`;

function galleryPhotos(listing: ListingDetails): GalleryPhoto[] {
  return listing.photos.map((photo) => ({
    src: image(photo.imageKey, 960, 640),
    srcSet: `${image(photo.imageKey, 640, 427)} 640w, ${image(photo.imageKey, 960, 640)} 960w, ${image(photo.imageKey, 1920, 1280)} 1920w`,
    thumbSrc: image(photo.imageKey, 192, 128),
  }));
}

/**
 * The content of a listing detail page (§2 listing detail, §3 listing fields): breadcrumbs back
 * to the city and street search, the title with type, surface and place, the photo gallery, the
 * rent panel (rent, service costs, deposit, total, utilities, availability; react, favourite and
 * share), the description, the facts, facilities, preferred tenant and current residents, a map
 * of the street, the landlord with a link to their public profile, and the advert's number,
 * publication date and views, and reporting the advert (issue 6). Under the landlord, the day
 * the landlord last confirmed the home is still available and a tenant's "Already let?" report
 * (fresh adverts). A room's legal rent check (the
 * points system's estimate against the asked rent) opens the content. The react button carries the
 * arrival source on. Gallery, panel and content stack on phones; from 1024 px the panel sits
 * beside them and stays in view.
 *
 * A server component without MUI, i18next in the browser or TanStack Query, so the page needs no
 * app providers: texts come from the server (`listing`, plus `map` and `messages` read here);
 * gallery, favourite, share, report and the map's Leaflet part are small client islands, and
 * the report dialog and Leaflet load only on demand.
 */
export async function ListingDetailView({
  listing,
  locale,
  t,
  today,
  arrivalSource,
  preview = false,
  isFavorite = null,
}: ListingDetailViewProps) {
  const [tMap, tMessages, tRentCheck] = await Promise.all([
    getT(locale, 'map'),
    getT(locale, 'messages'),
    getT(locale, 'rentCheck'),
  ]);
  const rentCheck = listingRentCheck(listing, locale, tRentCheck);
  const params = canonicalListingParams(listing, locale);
  const listingPath = canonicalListingPath(listing, locale);
  const typeKey = listingTypeKey(listing.listingType);
  const facts = listingFactGroups(listing, locale, t, today);
  const place = `${listing.street.name}, ${listing.city.name}`;
  const utilities = listing.utilitiesIncluded
    ? t('price.utilitiesIncluded')
    : t('price.utilitiesExcluded');
  const crumbs = [
    { href: pathFor('home', locale), label: t('breadcrumb.home') },
    {
      href: pathFor('search', locale, { searchCategoryAndCity: params.searchCategoryAndCity }),
      label: t('breadcrumb.searchIn', {
        type: t(`typePlural.${typeKey}`),
        place: listing.city.name,
      }),
    },
    {
      href: pathFor('searchStreet', locale, {
        searchCategoryAndCity: params.searchCategoryAndCity,
        street: params.street,
      }),
      label: listing.street.name,
    },
  ];
  const reactLook = buttonClassName({
    variant: 'contained',
    color: 'secondary',
    size: 'large',
    className: styles.react,
  });

  return (
    <PageContainer className={styles.page}>
      <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumbs}>
        <ol className={styles.crumbs}>
          {crumbs.map((crumb, index) => (
            <Fragment key={crumb.href}>
              {index > 0 ? (
                <li aria-hidden="true" className={styles.separator}>
                  /
                </li>
              ) : null}
              <li>
                <a href={crumb.href} className={styles.crumb}>
                  {crumb.label}
                </a>
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>

      <header className={styles.header}>
        <p className={styles.type}>
          {listingTypeLabel(listing.listingType, t)}
          {listing.isTopAdvert ? (
            <span className={styles.topAdvert}>{t('details.topAdvert')}</span>
          ) : null}
        </p>
        <h1 className={styles.title}>{listing.title}</h1>
        <p className={styles.place}>
          {t('address', {
            street: listing.street.name,
            city: listing.city.name,
            postcode: listing.postcode4,
          })}
          {' · '}
          {t('facts.surfaceValue', { value: listing.surfaceM2 })}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.gallery}>
          <PhotoGallery
            photos={galleryPhotos(listing)}
            labels={{
              region: t('gallery.label', { title: listing.title }),
              photo: t('gallery.photo'),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              noPhotos: t('gallery.noPhotos'),
            }}
          />
        </div>

        <div className={styles.aside}>
          <ListingPricePanel
            heading={t('price.heading')}
            price={formatEuroCents(listing.rentCents, locale)}
            priceNote={t('price.perMonth')}
            lines={priceLines(listing, locale, t)}
            notes={[utilities]}
            availability={availabilityText(listing, locale, t, today)}
            actions={
              <>
                {preview ? (
                  <button type="button" disabled className={reactLook}>
                    {t('actions.react')}
                  </button>
                ) : (
                  <a
                    href={pathFor(
                      'reactToListing',
                      locale,
                      { listingID: listing.id },
                      arrivalSource === undefined
                        ? undefined
                        : { arrivalSource: String(arrivalSource) },
                    )}
                    className={reactLook}
                  >
                    {t('actions.react')}
                  </a>
                )}
                {preview ? null : (
                  <div className={styles.secondaryActions}>
                    <ListingFavoriteToggle
                      listingId={listing.id}
                      locale={locale}
                      listingPath={listingPath}
                      initialPressed={isFavorite}
                      labels={{
                        label: t('favorite.label'),
                        signIn: t('favorite.signIn'),
                        error: t('favorite.error'),
                        close: t('favorite.close'),
                      }}
                    />
                    <DisabledUntilHydrated>
                      <ShareButton
                        url={listingPath}
                        title={listing.title}
                        labels={{
                          share: t('actions.share'),
                          copied: t('actions.copied'),
                          copyFailed: t('actions.copyFailed'),
                        }}
                      />
                    </DisabledUntilHydrated>
                  </div>
                )}
              </>
            }
          />
        </div>

        <div className={styles.main}>
          {rentCheck === null ? null : (
            <RentCheckPanel {...rentCheck} className={styles.rentCheck} />
          )}
          <section>
            <h2 className={styles.sectionHeading}>{t('description.heading')}</h2>
            <p className={styles.description}>{listing.description}</p>
          </section>
          <div className={styles.section}>
            <ListingFacts heading={t('facts.heading')} facts={facts.about} />
          </div>
          <div className={styles.section}>
            <ListingFacts heading={t('facilities.heading')} facts={facts.facilities} />
          </div>
          <div className={styles.section}>
            <ListingFacts heading={t('tenant.heading')} facts={facts.tenant} />
          </div>
          <div className={styles.section}>
            <ListingFacts heading={t('residents.heading')} facts={facts.residents} />
          </div>
          {listing.studentHouse == null ? null : (
            <ListingStudentHouse house={listing.studentHouse} locale={locale} />
          )}
          <section className={styles.section}>
            <h2 className={`${styles.sectionHeading} ${styles.locationHeading}`}>
              {t('location.heading')}
            </h2>
            <ListingLocationMap
              lat={listing.lat}
              lng={listing.lng}
              label={place}
              labels={{
                figure: tMap('location.label', { label: place }),
                openInOsm: tMap('location.openInOsm'),
                newWindow: tMap('location.newWindow'),
                attribution: tMap('attribution'),
              }}
            />
            <p className={styles.note}>{t('location.note')}</p>
          </section>
          <div className={styles.section}>
            <LandlordCard
              heading={t('landlord.heading')}
              name={listing.landlord.firstName}
              role={ownerTypeLabel(listing.ownerType, t)}
              photo={
                listing.landlord.photoKey === null
                  ? null
                  : {
                      src: image(listing.landlord.photoKey, 150, 150),
                      srcSet: `${image(listing.landlord.photoKey, 150, 150)} 2x`,
                    }
              }
              profileHref={pathFor('landlordProfile', locale, { landlordID: listing.landlord.id })}
              profileLabel={t('landlord.profile', { name: listing.landlord.firstName })}
              replyTime={replyTimeText(listing.landlordReplyTime, t)}
            />
            {preview ? null : (
              <AdvertFreshness
                className={styles.freshness}
                label={freshnessText(listing.confirmedAt, locale, t)}
                action={
                  <AlreadyLetButton
                    listingID={listing.id}
                    landlordID={listing.landlord.id}
                    listingPath={listingPath}
                    locale={locale}
                    texts={{
                      button: t('freshness.alreadyLet'),
                      signIn: t('freshness.signIn'),
                      done: t('freshness.done'),
                      report: {
                        dialog: {
                          title: t('freshness.title'),
                          intro: t('freshness.intro'),
                          confirm: t('freshness.confirm'),
                          sending: t('freshness.sending'),
                          cancel: t('freshness.cancel'),
                          close: t('freshness.close'),
                        },
                        errors: reportLetErrorTexts(RESOURCES[locale].errors),
                      },
                    }}
                  />
                }
              />
            )}
          </div>
          <dl className={`${styles.section} ${styles.advert}`}>
            <div>
              <dt>{t('details.advertId')}</dt>
              <dd>{listing.id}</dd>
            </div>
            {listing.publishedAt === null ? null : (
              <div>
                <dt>{t('details.published')}</dt>
                <dd>{formatIsoDate(listing.publishedAt.slice(0, 10), locale)}</dd>
              </div>
            )}
            <div>
              <dt>{t('details.views')}</dt>
              <dd>
                {t('details.viewsValue', {
                  count: listing.views,
                  formattedCount: formatCount(listing.views, locale),
                })}
              </dd>
            </div>
          </dl>
          {preview ? null : (
            <div className={styles.report}>
              <ReportListingButton
                listingID={listing.id}
                landlordID={listing.landlord.id}
                listingPath={listingPath}
                locale={locale}
                labels={{
                  button: tMessages('report.listingButton'),
                  signIn: tMessages('report.listingSignIn'),
                  done: tMessages('report.listingDone'),
                }}
                // Only what the dialog reads, in this language: the rest stays out of the page.
                dialogResources={{
                  messages: RESOURCES[locale].messages,
                  errors: RESOURCES[locale].errors,
                }}
              />
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
