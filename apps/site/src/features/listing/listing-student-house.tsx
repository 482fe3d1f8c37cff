import { getT } from '@rooms/i18n';
import { StudentHouseFacilities } from '@rooms/ui/student-house-facilities';

import { facilityNames } from '../student-houses/facility-names';

import styles from './listing-detail-view.module.css';

import type { HousesTranslate } from '../student-houses/student-house-types';
import type { ListingDetails } from './listing-types';
import type { Locale } from '@rooms/i18n';

/**
 * The student house of a room advert (issue 26; `studentHouse` of `GET /listing/details`): its
 * name and shared facilities, in a section of the advert's page. A server component (no
 * JavaScript for the page).
 *
 * @param props the advert's house (not null) and the page's language
 */
export async function ListingStudentHouse({
  house,
  locale,
}: {
  house: NonNullable<ListingDetails['studentHouse']>;
  locale: Locale;
}) {
  const t = await getT(locale, 'studentHouses');
  // `facilityNames` asks for namespaced keys, which this instance (with the namespace) resolves.
  const translate = t as unknown as HousesTranslate;
  return (
    <section className={styles.section} data-testid="listing-student-house">
      <h2 className={styles.sectionHeading}>{t('listing.heading')}</h2>
      <p>{t('listing.name', { name: house.name })}</p>
      <StudentHouseFacilities
        items={facilityNames(house.facilities, translate)}
        title={t('facilities.title')}
        emptyText={t('facilities.none')}
      />
    </section>
  );
}
