'use client';

import { MAX_AGE, MIN_AGE, SearchListingType } from '@rooms/domain';
import { useId, useState, useSyncExternalStore } from 'react';

import { formatDateText, parseDateText } from './search-filters-labels';
import styles from './search-filters.module.css';

import type {
  BooleanFilterKey,
  DateTextFormat,
  FilterOption,
  SearchFiltersLabels,
} from './search-filters-labels';
import type { ListingSearchFilters } from '@rooms/domain';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export type { SearchFiltersLabels } from './search-filters-labels';

/**
 * The outlined frame of a filter control, as MUI's small outlined field with its label always
 * raised into a gap of the border; the frame's border shows hover, focus (2 px, primary),
 * errors and the disabled state. An optional helper line below is the control's description.
 */
function Field({
  id,
  label,
  helper,
  invalid = false,
  disabled = false,
  control,
}: {
  id: string;
  label: string;
  helper?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  control: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={invalid} data-disabled={disabled}>
      <div className={styles.frame}>
        {control}
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.notch}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helper ? (
        <p id={`${id}-helper`} className={styles.helper}>
          {helper}
        </p>
      ) : null}
    </div>
  );
}

function subscribeNever(): () => void {
  return () => undefined;
}

/** False on the server and while hydrating, true from the first render after that. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps<V> {
  readonly label: string;
  readonly value: V;
  readonly options: readonly FilterOption<V>[];
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
  readonly id?: string;
}

/**
 * A labelled native select (light, keyboard operable, and the platform picker on phones) over
 * typed option values. Each option's DOM value is its index, so any value (numbers, words,
 * `null`) maps back exactly. Also used for the sort order. Until the page has hydrated it
 * lists only the chosen option (the search page disables its filters until then), which keeps
 * the first HTML small; the full list follows in the first render after hydration.
 */
export function FilterSelect<V extends string | number | null>({
  label,
  value,
  options,
  onChange,
  disabled = false,
  id,
}: FilterSelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const index = options.findIndex((option) => option.value === value);
  const shownIndex = Math.max(index, 0);
  const hydrated = useHydrated();
  return (
    <Field
      id={selectId}
      label={label}
      disabled={disabled}
      control={
        <>
          <select
            id={selectId}
            className={`${styles.control} ${styles.select}`}
            value={String(shownIndex)}
            disabled={disabled}
            onChange={(event) => {
              const option = options[Number(event.target.value)];
              if (option) onChange(option.value);
            }}
          >
            {options.map((option, optionIndex) =>
              // Before hydration only the chosen option: the closed select shows nothing else,
              // and the list is written into the page's payload anyway (the labels prop).
              hydrated || optionIndex === shownIndex ? (
                <option key={String(option.value)} value={optionIndex}>
                  {option.label}
                </option>
              ) : null,
            )}
          </select>
          <span aria-hidden="true" className={styles.arrow} />
        </>
      }
    />
  );
}

/**
 * A text field that reports its value when it is left or on Enter, not on every key (each
 * report loads a new search). `parse` reads the typed text: a value, or `undefined` when it
 * cannot be read; then the field is marked invalid and reports nothing.
 */
function CommitField<V>({
  label,
  helper,
  value,
  show,
  parse,
  onChange,
  input,
}: {
  label: string;
  helper: string;
  value: V;
  /** The text of a value. */
  show: (value: V) => string;
  parse: (text: string) => V | undefined;
  onChange: (value: V) => void;
  input: Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'>;
}) {
  const id = useId();
  const shown = show(value);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // A new value from outside (another search loaded) replaces the text.
  const [lastShown, setLastShown] = useState(shown);
  if (lastShown !== shown) {
    setLastShown(shown);
    setText(shown);
    setInvalid(false);
  }
  const commit = () => {
    const next = parse(text);
    if (next === undefined) {
      setInvalid(true);
      return;
    }
    setText(show(next));
    if (next !== value) onChange(next);
  };
  return (
    <Field
      id={id}
      label={label}
      helper={helper}
      invalid={invalid}
      control={
        <input
          {...input}
          id={id}
          className={styles.control}
          value={text}
          aria-invalid={invalid}
          aria-describedby={`${id}-helper`}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
      }
    />
  );
}

/** The age field: whole years, clamped to 16–99 (§5); empty for none. */
function AgeField({
  label,
  helper,
  value,
  onChange,
}: {
  label: string;
  helper: string;
  value: number | null;
  onChange: (age: number | null) => void;
}) {
  return (
    <CommitField
      label={label}
      helper={helper}
      value={value}
      show={(age) => (age === null ? '' : String(age))}
      parse={(text) => {
        const parsed = Number.parseInt(text, 10);
        return Number.isNaN(parsed) ? null : Math.min(Math.max(parsed, MIN_AGE), MAX_AGE);
      }}
      onChange={onChange}
      input={{ type: 'number', min: MIN_AGE, max: MAX_AGE, inputMode: 'numeric' }}
    />
  );
}

/**
 * The date field, typed in the language's format (e.g. `dd-mm-jjjj`, shown below it), which
 * reports 'YYYY-MM-DD' (1900-01-01..2099-12-31, §5) or null when emptied; a date that cannot be
 * read marks the field invalid.
 */
function DateField({
  label,
  format,
  value,
  onChange,
}: {
  label: string;
  format: DateTextFormat;
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  return (
    <CommitField
      label={label}
      helper={format.pattern}
      value={value}
      show={(date) => formatDateText(date, format)}
      parse={(text) => (text.trim() === '' ? null : (parseDateText(text, format) ?? undefined))}
      onChange={onChange}
      input={{ type: 'text', autoComplete: 'off', spellCheck: false }}
    />
  );
}

/** A fieldset with its legend: a group of checkboxes. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A checkbox with its label beside it; the whole row is the click target. */
function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A fieldset of checkboxes over a list filter (any of the checked values). */
function CheckboxGroup<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly FilterOption<V>[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
}) {
  return (
    <Section legend={legend}>
      {options.map((option) => (
        <Check
          key={String(option.value)}
          label={option.label}
          checked={selected.includes(option.value)}
          onChange={(checked) =>
            onChange(
              // Keep the options' order, so equal choices give equal URLs.
              options
                .map((candidate) => candidate.value)
                .filter((candidate) =>
                  candidate === option.value ? checked : selected.includes(candidate),
                ),
            )
          }
        />
      ))}
    </Section>
  );
}

/** Which filters a {@link SearchFilters} shows. */
export type SearchFiltersPart = 'primary' | 'secondary' | 'all';

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  /** The current search (from the URL). */
  readonly filters: ListingSearchFilters;
  /** Called with the changed fields on every change. */
  readonly onChange: (patch: Partial<ListingSearchFilters>) => void;
  /** The texts and options; the short filter `names` are not used here (leave them out). */
  readonly labels: Omit<SearchFiltersLabels, 'names'>;
  /**
   * `primary`: type, distance, maximum rent, minimum size (a row from `md`, outside the drawer,
   * §5); `secondary`: every other filter; `all`: both, stacked (the phone drawer).
   */
  readonly part: SearchFiltersPart;
}

/**
 * The listing search filters of §3 as native form controls (no MUI): selects for type,
 * distance, rent, size, persons and housemates; checkbox groups in fieldsets for furnishing,
 * facilities, period, genders, occupation, house rules and owner types; a date field in the
 * language's format (1900–2099, §5) and an age field (clamped to 16–99, §5). Every change calls
 * `onChange` with the changed fields; the caller writes them into the URL. Distance is disabled
 * without a city (it is measured from the place). A client component (field state, ids).
 */
export function SearchFilters({ filters, onChange, labels, part }: SearchFiltersProps) {
  const main = filters.searchCategories[0] ?? SearchListingType.Generic;
  const primary = (
    <div className={part === 'primary' ? `${styles.primary} ${styles.row}` : styles.primary}>
      <FilterSelect
        label={labels.category.label}
        value={main === SearchListingType.Empty ? SearchListingType.Generic : main}
        options={labels.category.options}
        onChange={(category) => onChange({ searchCategories: [category] })}
      />
      <FilterSelect
        label={labels.radius.label}
        value={filters.radius}
        options={labels.radius.options}
        onChange={(radius) => onChange({ radius })}
        disabled={filters.citySlug === ''}
      />
      <FilterSelect
        label={labels.maxRent.label}
        value={filters.maxRent}
        options={labels.maxRent.options}
        onChange={(maxRent) => onChange({ maxRent })}
      />
      <FilterSelect
        label={labels.minSize.label}
        value={filters.minSize}
        options={labels.minSize.options}
        onChange={(minSize) => onChange({ minSize })}
      />
    </div>
  );
  if (part === 'primary') return primary;
  const booleans = (legend: string, options: readonly FilterOption<BooleanFilterKey>[]) => (
    <Section legend={legend}>
      {options.map((option) => (
        <Check
          key={option.value}
          label={option.label}
          checked={filters[option.value]}
          onChange={(checked) => onChange({ [option.value]: checked })}
        />
      ))}
    </Section>
  );
  const persons = filters.suitableForNumberOfPersons;
  return (
    <div className={styles.stack}>
      {part === 'all' ? primary : null}
      <CheckboxGroup
        legend={labels.furnishing.legend}
        options={labels.furnishing.options}
        selected={filters.furnishings}
        onChange={(furnishings) => onChange({ furnishings })}
      />
      {booleans(labels.facilities.legend, labels.facilities.options)}
      <CheckboxGroup
        legend={labels.period.legend}
        options={labels.period.options}
        selected={filters.availabilityPeriods}
        onChange={(availabilityPeriods) => onChange({ availabilityPeriods })}
      />
      <DateField
        label={labels.availableFrom.label}
        format={labels.availableFrom.format}
        value={filters.availableFrom}
        onChange={(availableFrom) => onChange({ availableFrom })}
      />
      <FilterSelect
        label={labels.persons.label}
        value={persons}
        options={
          // The URL accepts any number of people: one not offered is shown as it is.
          persons === null || labels.persons.options.some((option) => option.value === persons)
            ? labels.persons.options
            : [...labels.persons.options, { value: persons, label: String(persons) }]
        }
        onChange={(suitableForNumberOfPersons) => onChange({ suitableForNumberOfPersons })}
      />
      <CheckboxGroup
        legend={labels.genders.legend}
        options={labels.genders.options}
        selected={filters.suitableForGenders}
        onChange={(suitableForGenders) => onChange({ suitableForGenders })}
      />
      <AgeField
        label={labels.age.label}
        helper={labels.age.helper}
        value={filters.suitableForAge}
        onChange={(suitableForAge) => onChange({ suitableForAge })}
      />
      <CheckboxGroup
        legend={labels.workStatus.legend}
        options={labels.workStatus.options}
        selected={filters.suitableForWorkStatuses}
        onChange={(suitableForWorkStatuses) => onChange({ suitableForWorkStatuses })}
      />
      {booleans(labels.rules.legend, labels.rules.options)}
      <FilterSelect
        label={labels.roommateMax.label}
        value={filters.roommateNumberMax}
        options={labels.roommateMax.options}
        onChange={(roommateNumberMax) => onChange({ roommateNumberMax })}
      />
      <CheckboxGroup
        legend={labels.roommateGenders.legend}
        options={labels.roommateGenders.options}
        selected={filters.roommateGenders}
        onChange={(roommateGenders) => onChange({ roommateGenders })}
      />
      <CheckboxGroup
        legend={labels.ownerTypes.legend}
        options={labels.ownerTypes.options}
        selected={filters.ownerTypes}
        onChange={(ownerTypes) => onChange({ ownerTypes })}
      />
    </div>
  );
}

export default SearchFilters;
