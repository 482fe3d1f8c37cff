'use client';

import { fillPlaceholders } from '@rooms/domain';
import { useEffect, useId, useRef, useState } from 'react';

import { visuallyHidden } from '../visually-hidden';

import styles from './location-box.module.css';
import { LocationField } from './location-field';
import { placeSearchPath } from './search-path';

import type { SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { KeyboardEvent } from 'react';

/** Same-origin address of the location suggestions (§7 `GET /next/api/common/location-suggestions`). */
export const LOCATION_SUGGESTIONS_PATH = '/next/api/common/location-suggestions';

/** Fewest typed characters before suggestions are asked for. */
export const LOCATION_MIN_QUERY_LENGTH = 2;

/** Wait in ms after the last keystroke before asking for suggestions. */
export const LOCATION_DEBOUNCE_MS = 150;

/** A suggested place (the items of §7 location suggestions / API `/search/locations`). */
export interface LocationSuggestion {
  /** `city` for a place, `street` for a street of a place. */
  readonly type: 'city' | 'street';
  /** Name of the city or street, e.g. "Kalverstraat". */
  readonly name: string;
  /** Name of the city (of the street). */
  readonly cityName: string;
  /** City slug, e.g. `amsterdam`. */
  readonly citySlug: string;
  /** Street slug within the city; only for streets. */
  readonly streetSlug?: string | undefined;
}

/**
 * Texts of a {@link LocationBox}, translated by the caller. `street` may contain `{city}` and
 * `found` `{count}`; they are filled in by the box.
 */
export interface LocationBoxTexts {
  /** Visible label of the field, e.g. "City or street". */
  readonly label: string;
  readonly placeholder?: string | undefined;
  /** Announced while suggestions load, e.g. "Looking for places…". */
  readonly loading: string;
  /** Shown when nothing matches. */
  readonly noResults: string;
  /** Second line of a city suggestion, e.g. "City". */
  readonly city: string;
  /** Second line of a street suggestion, e.g. "Street in {city}". */
  readonly street: string;
  /** Announced when suggestions arrive, e.g. "Suggestions: {count}. Use the arrow keys to choose." */
  readonly found: string;
}

/** Props of {@link LocationBox}. */
export interface LocationBoxProps {
  readonly texts: LocationBoxTexts;
  /** Called with the chosen place (click, or Enter on a suggestion). */
  readonly onSelect: (suggestion: LocationSuggestion) => void;
  /** Name of the field in a surrounding form (submitted when no suggestion is chosen). */
  readonly name?: string;
  /** Text of the field; when it changes (another search was loaded) the field shows it. */
  readonly defaultValue?: string;
  /** Where suggestions come from: `GET {url}?query=…` answering `{ items }`. */
  readonly suggestionsUrl?: string;
  /** `small` for toolbars; `medium` (default) for a hero. */
  readonly size?: 'small' | 'medium';
  /** Id of the input; generated when absent. */
  readonly id?: string;
  /** Class of the outer element, for the caller's layout (e.g. `flex: 1`). */
  readonly className?: string;
}

/** The text a chosen suggestion leaves in the field: "Groningen", "Kalverstraat, Amsterdam". */
export function suggestionText(suggestion: LocationSuggestion): string {
  return suggestion.type === 'street'
    ? `${suggestion.name}, ${suggestion.cityName}`
    : suggestion.name;
}

const cache = new Map<string, readonly LocationSuggestion[]>();

async function fetchSuggestions(
  url: string,
  query: string,
  signal: AbortSignal,
): Promise<readonly LocationSuggestion[]> {
  const key = `${url}?${query.toLowerCase()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const response = await fetch(`${url}?query=${encodeURIComponent(query)}`, { signal });
  if (!response.ok) throw new Error(`location suggestions: HTTP ${response.status}`);
  const body = (await response.json()) as { items?: LocationSuggestion[] };
  const items = body.items ?? [];
  cache.set(key, items);
  return items;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * A place field with suggestions (§2 search, §7 location suggestions): a WAI-ARIA 1.2 combobox
 * whose list of cities and streets appears while typing (from 2 characters, 150 ms after the
 * last key). Arrow keys move through the list, Enter or a click chooses, Escape closes. Enter
 * without a highlighted suggestion takes the first one when suggestions are shown; otherwise
 * the surrounding form submits the typed text under `name`, so the box works without JavaScript
 * and the server can resolve the text. Loading, the number of suggestions and "nothing found"
 * are announced politely. Plain React and CSS (no MUI), so public pages can hydrate it cheaply.
 */
export function LocationBox({
  texts,
  onSelect,
  name,
  defaultValue = '',
  suggestionsUrl = LOCATION_SUGGESTIONS_PATH,
  size = 'medium',
  id,
  className,
}: LocationBoxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [value, setValue] = useState(defaultValue);
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<readonly LocationSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new place from outside (e.g. the page moved to another search) replaces the text.
  useEffect(() => {
    setValue(defaultValue);
  }, [defaultValue]);

  // Text typed into the server-rendered field before the page hydrated is the user's: keep it
  // (the first render would otherwise put the default back and the search would go out empty).
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== defaultValue) setValue(typed);
    // Only once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (text.length < LOCATION_MIN_QUERY_LENGTH) {
      setItems([]);
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    setStatus('loading');
    const timer = setTimeout(() => {
      fetchSuggestions(suggestionsUrl, text, controller.signal).then(
        (found) => {
          setItems(found);
          setActive(-1);
          setStatus('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setItems([]);
          setStatus('error');
        },
      );
    }, LOCATION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, suggestionsUrl]);

  const activeItem = active >= 0 && active < items.length ? active : -1;

  // Keep the highlighted suggestion in view when the arrow keys move past the list's edge.
  useEffect(() => {
    const list = listRef.current;
    const option = list?.children[activeItem];
    if (!list || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    const bottom = option.offsetTop + option.offsetHeight;
    if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [activeItem]);

  const choose = (suggestion: LocationSuggestion) => {
    setValue(suggestionText(suggestion));
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  const expanded = open && items.length > 0;
  const nothingFound = open && status === 'done' && items.length === 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = items.length;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
      return;
    }
    if (event.key === 'Escape') {
      if (expanded || nothingFound) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const chosen = items[activeItem >= 0 ? activeItem : 0];
      if (chosen) choose(chosen);
    }
  };

  const announcement = !open
    ? ''
    : status === 'loading'
      ? texts.loading
      : status !== 'done'
        ? ''
        : items.length > 0
          ? fillPlaceholders(texts.found, { count: items.length })
          : texts.noResults;

  return (
    <div
      ref={wrapperRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <LocationField
        id={inputId}
        ref={inputRef}
        label={texts.label}
        size={size}
        name={name}
        value={value}
        placeholder={texts.placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeItem >= 0 ? `${listId}-${activeItem}` : undefined}
        enterKeyHint="search"
        spellCheck={false}
        onChange={(event) => {
          setValue(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          if (items.length > 0) setOpen(true);
        }}
        onKeyDown={onKeyDown}
        adornment={
          status === 'loading' && open ? (
            <span role="progressbar" aria-label={texts.loading} className={styles.spinner} />
          ) : undefined
        }
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={texts.label}
        hidden={!expanded}
        className={`${styles.popup} ${styles.listbox}`}
      >
        {items.map((item, index) => (
          <li
            key={`${item.type}-${item.citySlug}-${item.streetSlug ?? ''}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeItem}
            className={styles.option}
            // Keep the focus in the field, so the click below still finds the list open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            onMouseMove={() => setActive(index)}
          >
            <PlaceIcon type={item.type} />
            <div className={styles.text}>
              <div className={styles.name}>{item.name}</div>
              <div className={styles.kind}>
                {item.type === 'street'
                  ? fillPlaceholders(texts.street, { city: item.cityName })
                  : texts.city}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {/* Outside the listbox: an empty list is collapsed, and a listbox may hold only options. */}
      {nothingFound ? <p className={`${styles.popup} ${styles.empty}`}>{texts.noResults}</p> : null}
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

function PlaceIcon({ type }: { type: LocationSuggestion['type'] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      {type === 'city' ? (
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M9.8 3h1.7l-.5 4h2l-.5-4h1.7l3.3 18h-5.1l-.4-4h-.1l-.4 4H6.5L9.8 3Zm.9 8-.4 4h3.4l-.4-4h-2.6Z"
        />
      )}
    </svg>
  );
}

/** Props of {@link PlaceSearchBox}: a {@link LocationBox} whose choice opens a search. */
export interface PlaceSearchBoxProps extends Omit<LocationBoxProps, 'onSelect'> {
  /** Language of the search address opened. */
  readonly locale: Locale;
  /** Category searched in the chosen place. */
  readonly category: SearchCategory;
}

/**
 * A {@link LocationBox} that opens the search of the chosen city or street for `category`
 * (e.g. `/huren/kamer-groningen`, built by `@rooms/domain`'s URL builder through
 * `placeSearchPath`). Its props are plain data, so a server component (the home hero) can
 * render it; it is the only part of the hero that needs JavaScript.
 */
export function PlaceSearchBox({ locale, category, ...box }: PlaceSearchBoxProps) {
  return (
    <LocationBox
      {...box}
      onSelect={(place) => window.location.assign(placeSearchPath(place, locale, category))}
    />
  );
}

export default LocationBox;
