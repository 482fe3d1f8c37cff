'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  DATE_PICKER_MAX,
  DATE_PICKER_MIN,
  MAX_AGE,
  MIN_AGE,
  parseIsoDate,
  SearchListingType,
} from '@rooms/domain';
import { useEffect, useId, useState } from 'react';

import type { BooleanFilterKey, FilterOption, SearchFiltersLabels } from './search-filters-labels';
import type { ListingSearchFilters } from '@rooms/domain';
import type { ReactNode } from 'react';

export type { SearchFiltersLabels } from './search-filters-labels';

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
 * A labelled native select (light, and the platform picker on phones) over typed option values;
 * `null` values are written as '' in the DOM. Also used for the sort order.
 */
export function FilterSelect<V extends string | number | null>({
  label,
  value,
  options,
  onChange,
  disabled,
  id,
}: FilterSelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const index = options.findIndex((option) => option.value === value);
  return (
    <FormControl fullWidth size="small" disabled={disabled}>
      <InputLabel htmlFor={selectId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={selectId}
        value={String(Math.max(index, 0))}
        input={<OutlinedInput label={label} notched sx={{ bgcolor: 'background.paper' }} />}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (option) onChange(option.value);
        }}
      >
        {options.map((option, optionIndex) => (
          <option key={String(option.value)} value={optionIndex}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
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
        <FormControlLabel
          key={String(option.value)}
          label={option.label}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  // Keep the options' order, so equal choices give equal URLs.
                  options
                    .map((candidate) => candidate.value)
                    .filter((candidate) =>
                      candidate === option.value
                        ? event.target.checked
                        : selected.includes(candidate),
                    ),
                )
              }
            />
          }
        />
      ))}
    </Section>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="legend"
        sx={{ p: 0, mb: 0.5, fontWeight: 600, fontSize: '0.9375rem', color: 'text.primary' }}
      >
        {legend}
      </Box>
      {children}
    </Box>
  );
}

/** A number field that reports its value when it loses focus or on Enter (not on every key). */
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
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const parsed = Number.parseInt(text, 10);
    const next = Number.isNaN(parsed) ? null : Math.min(Math.max(parsed, MIN_AGE), MAX_AGE);
    setText(next === null ? '' : String(next));
    if (next !== value) onChange(next);
  };
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="number"
        label={label}
        notched
        value={text}
        inputProps={{
          min: MIN_AGE,
          max: MAX_AGE,
          inputMode: 'numeric',
          'aria-describedby': `${id}-helper`,
        }}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>
    </FormControl>
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
  readonly labels: SearchFiltersLabels;
  /**
   * `primary`: type, distance, maximum rent, minimum size (a row from `md`, outside the drawer,
   * §5); `secondary`: every other filter; `all`: both, stacked (the phone drawer).
   */
  readonly part: SearchFiltersPart;
}

/**
 * The listing search filters of §3 as form controls: native selects for type, distance, rent,
 * size, persons and housemates; checkbox groups in fieldsets for furnishing, facilities, period,
 * genders, occupation, house rules and owner types; a date field (1900–2099, §5) and an age field
 * (clamped to 16–99, §5). Every change calls `onChange` with the changed fields; the caller
 * writes them into the URL. Distance is disabled without a city (it is measured from the place).
 */
export function SearchFilters({ filters, onChange, labels, part }: SearchFiltersProps) {
  const main = filters.searchCategories[0] ?? SearchListingType.Generic;
  const primary = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns:
          part === 'primary' ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } : '1fr',
      }}
    >
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
    </Box>
  );
  if (part === 'primary') return primary;
  const booleans = (legend: string, options: readonly FilterOption<BooleanFilterKey>[]) => (
    <Section legend={legend}>
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          label={option.label}
          control={
            <Checkbox
              size="small"
              checked={filters[option.value]}
              onChange={(event) => onChange({ [option.value]: event.target.checked })}
            />
          }
        />
      ))}
    </Section>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
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
        value={filters.availableFrom}
        onChange={(availableFrom) => onChange({ availableFrom })}
      />
      <FilterSelect
        label={labels.persons.label}
        value={filters.suitableForNumberOfPersons}
        options={
          filters.suitableForNumberOfPersons === null ||
          labels.persons.options.some((o) => o.value === filters.suitableForNumberOfPersons)
            ? labels.persons.options
            : [
                ...labels.persons.options,
                {
                  value: filters.suitableForNumberOfPersons,
                  label: String(filters.suitableForNumberOfPersons),
                },
              ]
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
    </Box>
  );
}

/** A date field (`YYYY-MM-DD`, 1900-01-01..2099-12-31, §5) reporting valid dates or null. */
function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value ?? ''}
        inputProps={{ min: DATE_PICKER_MIN, max: DATE_PICKER_MAX }}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') onChange(null);
          else {
            const date = parseIsoDate(text);
            if (date !== null) onChange(date);
          }
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </FormControl>
  );
}

export default SearchFilters;
