import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { ALERT_EMAIL_MAX_LISTINGS, AlertFrequency, NEAR_MISS_MAX_LISTINGS } from '@rooms/domain';
import { formatCount, formatEuroCents } from '@rooms/ui/search-format';

import { listingLinkWithAlert } from './listing-link';
import { styles } from './styles';

import type {
  AlertEmailListing,
  AlertEmailNearMiss,
  AlertEmailNearMissReason,
  AlertEmailProps,
} from './alert-email-props';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** The texts' word for a frequency: which subject, heading, intro and footer the e-mail uses. */
export type AlertEmailKind = 'instant' | 'daily' | 'weekly';

/**
 * The texts' word for an alert frequency.
 *
 * @param frequency the alert's frequency (domain `AlertFrequency`)
 * @returns 'instant', 'daily' or 'weekly'
 */
export function alertEmailKind(frequency: AlertFrequency): AlertEmailKind {
  if (frequency === AlertFrequency.Instant) return 'instant';
  return frequency === AlertFrequency.Daily ? 'daily' : 'weekly';
}

/** What a listing row needs besides the listing. */
export interface ListingRowProps {
  listing: AlertEmailListing;
  psaIdentifier: string;
  locale: Locale;
  t: TFunction<'emails'>;
  /** For a near miss: the line that says which filter it misses. */
  reason?: string;
}

/**
 * One listing: photo, title (the link), rent and surface, street and city. Exported for the
 * fast renderer (`alert-email-renderer.ts`), which renders each row once and reuses it.
 */
export function ListingRow({ listing, psaIdentifier, locale, t, reason }: ListingRowProps) {
  const href = listingLinkWithAlert(listing.url, psaIdentifier);
  return (
    <Section style={styles.card}>
      <Row>
        <Column style={styles.photoCell}>
          {listing.photoUrl === null ? (
            <Text style={styles.noPhoto} data-skip-in-text="true">
              {t('alert.listing.noPhoto')}
            </Text>
          ) : (
            // The photo links too (a bigger target on phones); the title link below is the one
            // the plain-text part keeps.
            <Link href={href} data-skip-in-text="true">
              <Img
                src={listing.photoUrl}
                alt={t('alert.listing.photo', { title: listing.title })}
                width={120}
                height={90}
                style={styles.photo}
              />
            </Link>
          )}
        </Column>
        <Column style={styles.detailsCell}>
          <Link href={href} style={styles.title}>
            {listing.title}
          </Link>
          <Text style={styles.facts}>
            {t('alert.listing.rent', { amount: formatEuroCents(listing.rentCents, locale) })}
            {' · '}
            {t('alert.listing.surface', { surface: formatCount(listing.surfaceM2, locale) })}
          </Text>
          <Text style={styles.address}>
            {t('alert.listing.address', { street: listing.street, city: listing.city })}
          </Text>
          {reason === undefined ? null : <Text style={styles.reason}>{reason}</Text>}
        </Column>
      </Row>
    </Section>
  );
}

/**
 * Why a near miss is not a match, in words: "€25 above your maximum rent", "1 m² below your
 * minimum".
 *
 * @param reason the filter missed and by how much
 * @param locale the e-mail's language (number formats)
 * @param t the `emails` texts
 * @returns the label shown under the listing
 */
export function nearMissLabel(
  reason: AlertEmailNearMissReason,
  locale: Locale,
  t: TFunction<'emails'>,
): string {
  return reason.filter === 'maxRent'
    ? t('alert.nearMisses.maxRent', { amount: formatEuroCents(reason.overByCents, locale) })
    : t('alert.nearMisses.minSurface', { surface: formatCount(reason.underByM2, locale) });
}

/**
 * The search alert e-mail (issue 25) as a react-email document: heading naming the alert, the
 * new matches (at most 20), "see all N new matches" when there are more, the near misses (at
 * most 3) and a footer saying why it was sent, with a visible unsubscribe link and a link to the
 * alert settings. Render it with `renderAlertEmail`, which also makes the subject and the
 * plain-text part.
 *
 * @param props what to show (see {@link AlertEmailProps}) and `t`, the `emails` texts in
 *   `props.locale`
 */
export function AlertEmail(props: AlertEmailProps & { t: TFunction<'emails'> }) {
  const { t, locale, psaIdentifier } = props;
  const kind = alertEmailKind(props.frequency);
  const name = props.alertName ?? props.searchInWords;
  const shown = props.listings.slice(0, ALERT_EMAIL_MAX_LISTINGS);
  const nearMisses: readonly AlertEmailNearMiss[] = (props.nearMisses ?? []).slice(
    0,
    NEAR_MISS_MAX_LISTINGS,
  );
  const matchCount = Math.max(props.matchCount, shown.length);
  const intro = t(`alert.intro.${kind}`, { count: matchCount });
  return (
    <Html lang={locale} dir="ltr">
      <Head />
      <Preview>{intro}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Rooms</Text>
          <Heading as="h1" style={styles.heading}>
            {t(`alert.heading.${kind}`, { name })}
          </Heading>
          <Text style={styles.intro}>{intro}</Text>
          {props.alertName === null ? null : (
            <Text style={styles.search}>{t('alert.search', { words: props.searchInWords })}</Text>
          )}
          {shown.map((listing) => (
            <ListingRow
              key={listing.url}
              listing={listing}
              psaIdentifier={psaIdentifier}
              locale={locale}
              t={t}
            />
          ))}
          {matchCount > shown.length ? (
            <Section style={styles.buttonSection}>
              <Button href={props.searchUrl} style={styles.button}>
                {t('alert.seeAll', { count: matchCount })}
              </Button>
            </Section>
          ) : null}
          {nearMisses.length === 0 ? null : (
            <Section>
              <Heading as="h2" style={styles.sectionHeading}>
                {t('alert.nearMisses.heading')}
              </Heading>
              <Text style={styles.search}>{t('alert.nearMisses.intro')}</Text>
              {nearMisses.map((nearMiss) => (
                <ListingRow
                  key={nearMiss.url}
                  listing={nearMiss}
                  psaIdentifier={psaIdentifier}
                  locale={locale}
                  t={t}
                  reason={nearMissLabel(nearMiss.reason, locale, t)}
                />
              ))}
            </Section>
          )}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{t(`alert.footer.why.${kind}`, { name })}</Text>
          <Text style={styles.footer}>
            <Link href={props.unsubscribeUrl} style={styles.footerLink}>
              {t('alert.footer.unsubscribe')}
            </Link>
            {' · '}
            <Link href={props.settingsUrl} style={styles.footerLink}>
              {t('alert.footer.settings')}
            </Link>
          </Text>
          <Text style={styles.footer}>{t('alert.footer.sender')}</Text>
        </Container>
      </Body>
    </Html>
  );
}
