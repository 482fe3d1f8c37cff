import { ListingFacts } from '@rooms/ui/listing-facts';
import { PageContainer } from '@rooms/ui/page-container';
import { formatEuroCents } from '@rooms/ui/search-format';
import { typography } from '@rooms/ui/typography';
import { UserAvatar } from '@rooms/ui/user-avatar';

import { formatMemberSince } from '../landlord-profile/landlord-profile-view';

import { flagsIn, formatDay, profilePhoto } from './tenant-profile-format';
import styles from './tenant-profile-view.module.css';

import type { ProfileOptionField } from './tenant-profile-format';
import type { paths } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';
import type { ListingFact } from '@rooms/ui/listing-facts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** The answer of `GET /tenant/public-profile/{tenantID}`. */
export type PublicTenantProfile =
  paths['/tenant/public-profile/{tenantID}']['get']['responses'][200]['content']['application/json'];

/** Props of {@link TenantProfileView}. */
export interface TenantProfileViewProps {
  profile: PublicTenantProfile;
  locale: Locale;
  /** `tenantProfile` translations. */
  t: TFunction<'tenantProfile'>;
  /** The actions beside the name: the invite button or sign-in link, and the favourite heart. */
  actions?: ReactNode;
}

/**
 * The public page of a tenant (§2 `/offer-a-home/tenant/{tenantID}/{source}`, issue 26): photo
 * 150×150 (the initial when there is none or it fails to load), first name, age band, occupation,
 * cities sought, last active and member since; the introduction; the wishes (budget, move-in
 * date, periods, surface, furnishing, housemates) and the household (size, smoking, pets,
 * languages). A server component; the actions (invite, heart) are client islands given by the page.
 */
export function TenantProfileView({ profile, locale, t, actions }: TenantProfileViewProps) {
  const words = (field: ProfileOptionField, value: number) =>
    flagsIn(value, field)
      .map((flag) => t(`options.${field}.${flag}` as never))
      .join(', ');
  const option = (field: ProfileOptionField, value: number | null) =>
    value === null ? null : t(`options.${field}.${value}` as never);
  const cities = profile.cities.map((city) => city.name).join(', ');
  const fact = (label: string, value: string | null): ListingFact[] =>
    value === null || value === '' ? [] : [{ label, value }];

  const wishes: ListingFact[] = [
    ...fact(t('public.cities'), cities),
    ...fact(
      t('public.budget'),
      profile.maxRentCents === null
        ? null
        : t('public.budgetValue', { amount: formatEuroCents(profile.maxRentCents, locale) }),
    ),
    ...fact(
      t('public.moveIn'),
      profile.moveInDate === null ? null : formatDay(profile.moveInDate, locale),
    ),
    ...fact(t('public.periods'), words('periods', profile.availabilityPeriods)),
    ...fact(
      t('public.minSurface'),
      profile.minSurfaceM2 === null ? null : `${profile.minSurfaceM2} m²`,
    ),
    ...fact(t('public.furnishing'), words('furnishings', profile.furnishings)),
    ...fact(
      t('public.roommates'),
      [
        option('roommateMax', profile.roommateMax),
        words('roommateGenders', profile.roommateGenders),
      ]
        .filter((part) => part !== null && part !== '')
        .join(', '),
    ),
  ];
  const household: ListingFact[] = [
    ...fact(t('public.age'), option('ageBand', profile.ageBand)),
    ...fact(t('public.occupation'), option('occupation', profile.occupation)),
    ...fact(t('public.household'), t('public.household', { count: profile.householdSize })),
    {
      label: t('public.smoker'),
      value: profile.smoker ? t('public.smokerYes') : t('public.smokerNo'),
      tone: profile.smoker ? 'negative' : 'positive',
    },
    {
      label: t('public.pets'),
      value: profile.hasPets ? t('public.petsYes') : t('public.petsNo'),
      tone: profile.hasPets ? 'negative' : 'positive',
    },
    ...fact(t('public.languages'), words('languages', profile.languages)),
  ];

  return (
    <PageContainer>
      <article className={styles.page} data-testid="tenant-profile">
        <header className={styles.header}>
          <UserAvatar name={profile.firstName} photo={profilePhoto(profile.photoKey)} size={150} />
          <div className={styles.summary}>
            <h1 className={typography.h3}>{profile.firstName}</h1>
            <p className={styles.line}>
              {[option('ageBand', profile.ageBand), option('occupation', profile.occupation)]
                .filter((part) => part !== null)
                .join(' · ')}
            </p>
            {cities === '' ? null : (
              <p className={styles.line}>{t('public.lookingIn', { cities })}</p>
            )}
            <p className={styles.muted}>
              {profile.lastActiveOn === null
                ? null
                : `${t('public.lastActive', { date: formatDay(profile.lastActiveOn, locale) })} · `}
              {t('public.memberSince', { date: formatMemberSince(profile.memberSince, locale) })}
            </p>
            {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
          </div>
        </header>
        {profile.introduction === '' ? null : (
          <section className={styles.section}>
            <h2 className={styles.heading}>{t('public.aboutHeading')}</h2>
            <p className={styles.introduction}>{profile.introduction}</p>
          </section>
        )}
        <div className={styles.section}>
          <ListingFacts heading={t('public.wishesHeading')} facts={wishes} />
        </div>
        <div className={styles.section}>
          <ListingFacts heading={t('public.detailsHeading')} facts={household} />
        </div>
      </article>
    </PageContainer>
  );
}
