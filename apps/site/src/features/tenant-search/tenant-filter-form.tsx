import {
  AvailabilityPeriod,
  DEFAULT_MIN_SURFACE,
  enumValues,
  Furnishing,
  Gender,
  MAX_AGE,
  MIN_AGE,
  PriceBand,
  RoommateMax,
  SurfaceBand,
  TenantOccupation,
  TenantSort,
  ViewMode,
} from '@rooms/domain';
import { buttonClassName } from '@rooms/ui/button-link';
import { formatEuro } from '@rooms/ui/search-format';

import styles from './tenant-search-page.module.css';

import type { TenantSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** Props of {@link TenantFilterForm}. */
export interface TenantFilterFormProps {
  filters: TenantSearchFilters;
  locale: Locale;
  /** The city's search path without query: where the form goes. */
  action: string;
  /** Address of the search without filters (same city and view). */
  clearHref: string;
  t: TFunction<'roommates'>;
}

const ROOMMATE_MAX_KEYS = {
  [RoommateMax.None]: 'none',
  [RoommateMax.Four]: 'four',
  [RoommateMax.Eight]: 'eight',
  [RoommateMax.MoreThanEight]: 'moreThanEight',
} as const;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check(props: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={props.name} value={props.value} defaultChecked={props.checked} />
      {props.label}
    </label>
  );
}

/**
 * Every tenant filter of §3 in one GET form (issue 26), rendered on the server: it works before
 * (and without) any script, by keyboard, and its fields are the URL's own parameters, so
 * submitting it loads the search's canonical address (`tenant-search-load.ts` tidies the query).
 * The filters describe the landlord's home; the API shows the tenants it suits. The listing
 * search's filter islands are not reused: they edit `ListingSearchFilters` through client
 * navigation, while this form needs none.
 */
export function TenantFilterForm({ filters, locale, action, clearHref, t }: TenantFilterFormProps) {
  const f = filters;
  return (
    <form
      id="tenant-filters"
      method="get"
      action={action}
      className={styles.filters}
      aria-labelledby="tenant-filters-title"
    >
      <h2 id="tenant-filters-title" className={styles.filtersTitle}>
        {t('filters.title')}
      </h2>
      <p className={styles.muted}>{t('filters.explain')}</p>
      {f.searchView === ViewMode.Favorite ? (
        <input type="hidden" name="searchView" value="favorite" />
      ) : null}
      <label className={styles.field}>
        {t('sort.label')}
        <select name="sort" defaultValue={String(f.sort)}>
          {enumValues(TenantSort).map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.rent.label')}
        <select name="maxRent" defaultValue={f.maxRent === null ? '' : String(f.maxRent)}>
          <option value="">{t('filters.rent.any')}</option>
          {enumValues(PriceBand).map((band) => (
            <option key={band} value={band}>
              {t('filters.rent.option', { amount: formatEuro(band, locale) })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.size.label')}
        <select name="minSize" defaultValue={String(f.minSize)}>
          {enumValues(SurfaceBand).map((band) => (
            <option key={band} value={band}>
              {band === DEFAULT_MIN_SURFACE
                ? t('filters.size.any')
                : t('filters.size.option', { value: band })}
            </option>
          ))}
        </select>
      </label>
      <Fieldset legend={t('filters.furnishing.legend')}>
        {enumValues(Furnishing).map((value) => (
          <Check
            key={value}
            name="furnishings"
            value={String(value)}
            label={t(`filters.furnishing.${value}`)}
            checked={f.furnishings.includes(value)}
          />
        ))}
      </Fieldset>
      <Fieldset legend={t('filters.period.legend')}>
        {enumValues(AvailabilityPeriod).map((word, i) => (
          <Check
            key={word}
            name="availabilityPeriods"
            value={word}
            label={t(i === 0 ? 'filters.period.1' : 'filters.period.2')}
            checked={f.availabilityPeriods.includes(word)}
          />
        ))}
      </Fieldset>
      <label className={styles.field}>
        {t('filters.persons.label')}
        <select
          name="suitableForNumberOfPersons"
          defaultValue={
            f.suitableForNumberOfPersons === null ? '' : String(f.suitableForNumberOfPersons)
          }
        >
          <option value="">{t('filters.persons.any')}</option>
          {[1, 2, 3, 4, 5, 6].map((count) => (
            <option key={count} value={count}>
              {t('filters.persons.option', { count })}
            </option>
          ))}
        </select>
      </label>
      <Fieldset legend={t('filters.genders.legend')}>
        <Check
          name="suitableForGenders"
          value={Gender.Male}
          label={t('filters.genders.1')}
          checked={f.suitableForGenders.includes(Gender.Male)}
        />
        <Check
          name="suitableForGenders"
          value={Gender.Female}
          label={t('filters.genders.2')}
          checked={f.suitableForGenders.includes(Gender.Female)}
        />
      </Fieldset>
      <Fieldset legend={t('filters.age.legend')}>
        <div className={styles.ages}>
          <label className={styles.field}>
            {t('filters.age.min')}
            <input
              type="number"
              name="suitableForMinAge"
              min={MIN_AGE}
              max={MAX_AGE}
              defaultValue={f.suitableForMinAge}
            />
          </label>
          <label className={styles.field}>
            {t('filters.age.max')}
            <input
              type="number"
              name="suitableForMaxAge"
              min={MIN_AGE}
              max={MAX_AGE}
              defaultValue={f.suitableForMaxAge}
            />
          </label>
        </div>
      </Fieldset>
      <Fieldset legend={t('filters.occupation.legend')}>
        {enumValues(TenantOccupation).map((flag) => (
          <Check
            key={flag}
            name="suitableForStatusIds"
            value={String(flag)}
            label={t(`filters.occupation.${flag}`)}
            checked={f.suitableForStatusIds.includes(flag)}
          />
        ))}
      </Fieldset>
      <Fieldset legend={t('filters.rules.legend')}>
        <Check
          name="isSmokingInsideAllowed"
          value="true"
          label={t('filters.rules.smoking')}
          checked={f.isSmokingInsideAllowed}
        />
        <Check
          name="isPetsInsideAllowed"
          value="true"
          label={t('filters.rules.pets')}
          checked={f.isPetsInsideAllowed}
        />
      </Fieldset>
      <label className={styles.field}>
        {t('filters.roommateMax.label')}
        <select name="roommateNumberMax" defaultValue={f.roommateNumberMax ?? ''}>
          <option value="">{t('filters.roommateMax.any')}</option>
          {enumValues(RoommateMax).map((word) => (
            <option key={word} value={word}>
              {t(`filters.roommateMax.${ROOMMATE_MAX_KEYS[word]}`)}
            </option>
          ))}
        </select>
      </label>
      <Fieldset legend={t('filters.roommateGenders.legend')}>
        {enumValues(Gender).map((word) => (
          <Check
            key={word}
            name="roommateGenders"
            value={word}
            label={t(`filters.roommateGenders.${word}`)}
            checked={f.roommateGenders.includes(word)}
          />
        ))}
      </Fieldset>
      {/* The checkbox comes first: checked sends "true, false" (the first value counts),
          unchecked only the hidden "false", since the default is true (§5). */}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="tenantsWithImageOnly"
          value="true"
          defaultChecked={f.tenantsWithImageOnly}
        />
        {t('filters.withPhoto')}
      </label>
      <input type="hidden" name="tenantsWithImageOnly" value="false" />
      <div className={styles.formActions}>
        <button type="submit" className={buttonClassName({ variant: 'contained' })}>
          {t('filters.apply')}
        </button>
        <a href={clearHref} className={styles.clear}>
          {t('filters.clear')}
        </a>
      </div>
    </form>
  );
}
