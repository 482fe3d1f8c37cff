import { CanalHouses } from './canal-houses';
import { PlaceSearchBox } from './location-box';
import { LocationField } from './location-field';
import styles from './search-hero.module.css';

import type { LocationBoxTexts } from './location-box';
import type { SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Ids of the hero's heading and field; a page has one hero. */
const HEADING_ID = 'search-hero-heading';
const INPUT_ID = 'search-hero-location';

/** A quick link under the search field, e.g. "Kamer" -> `/huren/kamer-nederland`. */
export interface SearchHeroCategory {
  /** Visible, translated text of the chip. */
  label: string;
  /** Address the chip links to (built with `pathFor` by the caller). */
  href: string;
}

/** Props of {@link SearchHero}. Every text and address comes from the caller. */
export interface SearchHeroProps {
  /** Main heading of the page (rendered as the page's `h1`). */
  headline: string;
  /** Line under the heading. */
  subtitle?: string;
  /** URL the GET form submits to, e.g. the search route of the current language. */
  action: string;
  /** Name of the location field in the submitted query string, e.g. `location`. */
  inputName: string;
  /** Accessible label of the location field (also shown as the floating label). */
  inputLabel: string;
  /** Placeholder of the location field, e.g. "City or neighbourhood". */
  placeholder?: string;
  /** Initial value of the location field. */
  defaultValue?: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Category quick links shown as chips under the form. */
  categories?: readonly SearchHeroCategory[];
  /** Accessible name of the category list (a `nav` landmark); required when categories are shown. */
  categoriesLabel?: string;
  /** Optional link under the chips, e.g. "Rent out your room" for landlords. */
  secondaryAction?: SearchHeroCategory;
  /**
   * Place suggestions while typing (§7 location suggestions). Choosing one opens the search of
   * that city or street for `category` (e.g. `/huren/kamer-groningen`). Without it the field is
   * a plain text field; with or without, submitting the typed text still goes to `action`.
   */
  locationSuggestions?: SearchHeroSuggestions;
}

/** The location suggestions of a {@link SearchHero}; plain data, so a server page can pass it. */
export interface SearchHeroSuggestions {
  /** The page's language (of the search address opened). */
  locale: Locale;
  /** The category searched in the chosen place. */
  category: SearchCategory;
  /** Texts of the suggestion list (`locationBoxTexts` of `@rooms/ui/location-box-texts`). */
  texts: Omit<LocationBoxTexts, 'label' | 'placeholder'>;
  /** Where suggestions come from; default the §7 same-origin route. */
  suggestionsUrl?: string;
}

/**
 * Home-page hero (spec §2 public pages): headline, subtitle, a location search as a plain GET
 * `<form>` (works without JavaScript, Enter submits, field and button are keyboard reachable) and
 * category chips that are ordinary links. With `locationSuggestions` the field suggests cities
 * and streets while typing and a chosen one opens its search directly.
 * A server component without MUI: only the suggesting field ({@link PlaceSearchBox}) is a client
 * island. The field and button stack on phones (375 px) and sit side by side from `sm` (600 px);
 * the canal houses show from `lg` (1360 px).
 */
export function SearchHero({
  headline,
  subtitle,
  action,
  inputName,
  inputLabel,
  placeholder,
  defaultValue,
  submitLabel,
  categories = [],
  categoriesLabel,
  secondaryAction,
  locationSuggestions,
}: SearchHeroProps) {
  return (
    <section aria-labelledby={HEADING_ID} className={styles.hero}>
      <div className={styles.container}>
        <div className={styles.content}>
          <h1 id={HEADING_ID} className={styles.headline}>
            {headline}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <form method="get" action={action} role="search" className={styles.form}>
            {locationSuggestions ? (
              <PlaceSearchBox
                id={INPUT_ID}
                name={inputName}
                defaultValue={defaultValue}
                locale={locationSuggestions.locale}
                category={locationSuggestions.category}
                suggestionsUrl={locationSuggestions.suggestionsUrl}
                texts={{ ...locationSuggestions.texts, label: inputLabel, placeholder }}
                className={styles.field}
              />
            ) : (
              <LocationField
                id={INPUT_ID}
                name={inputName}
                label={inputLabel}
                placeholder={placeholder}
                defaultValue={defaultValue}
                autoComplete="address-level2"
                className={styles.field}
              />
            )}
            <button type="submit" className={styles.submit}>
              {submitLabel}
            </button>
          </form>
          {categories.length > 0 ? (
            <nav aria-label={categoriesLabel} className={styles.categories}>
              <ul className={styles.chips}>
                {categories.map((category) => (
                  <li key={category.href}>
                    <a href={category.href} className={styles.chip}>
                      {category.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {secondaryAction ? (
            <a href={secondaryAction.href} className={styles.secondary}>
              {secondaryAction.label}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </a>
          ) : null}
        </div>
        <div className={styles.illustration}>
          <CanalHouses />
        </div>
      </div>
    </section>
  );
}

export default SearchHero;
