import styles from './my-account.module.css';

import type { Locale } from '@rooms/i18n';

/** Props of {@link LanguageChoice}. */
export interface LanguageChoiceProps {
  /** Unique prefix of the inputs' ids and their group name. */
  readonly id: string;
  readonly legend: string;
  readonly hint?: string | undefined;
  readonly value: Locale;
  /** The languages in their own names: "Nederlands", "English". */
  readonly names: Readonly<Record<Locale, string>>;
  readonly onChange: (locale: Locale) => void;
}

const LOCALES: readonly Locale[] = ['nl', 'en'];

/**
 * The choice between the site's two languages as a group of radio buttons (a native fieldset:
 * arrow keys move between them), each named in its own language with `lang` set.
 */
export function LanguageChoice({ id, legend, hint, value, names, onChange }: LanguageChoiceProps) {
  return (
    <fieldset className={styles.choices} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {LOCALES.map((locale) => (
        <label key={locale} className={styles.choice} lang={locale}>
          <input
            type="radio"
            name={id}
            value={locale}
            checked={value === locale}
            onChange={() => onChange(locale)}
          />
          {names[locale]}
        </label>
      ))}
    </fieldset>
  );
}
