'use client';

import { AlertFrequency } from '@rooms/domain';
import { SearchAlertDialog } from '@rooms/ui/search-alert-dialog';
import { formatCount } from '@rooms/ui/search-format';
import { useEffect, useState } from 'react';

import { useSession } from '../../client/session';
import { fillPlaceholders, richText } from '../account/rich-text';

import { browserAlertApi } from './alert-api';
import { browserAlertStorage } from './anonymous-alerts-storage';
import { withCurrentMapBox } from './current-map-box';
import { outcomeMessage } from './save-outcome';
import { saveSearchAlert } from './save-search-alert';

import type { SaveOutcome } from './save-outcome';
import type { SearchAlertLinks, SearchAlertTexts } from './search-alert-texts';
import type { ListingSearchRequest } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Props of {@link SearchAlertPanel}. */
export interface SearchAlertPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly id: string;
  readonly locale: Locale;
  /**
   * The page's search as the API takes it (`toListingSearchRequest(filters)`, page 1); in the
   * map view the box on screen replaces the one of the first render (`withCurrentMapBox`).
   */
  readonly searchRequest: ListingSearchRequest;
  /** The search in words (the page's heading). */
  readonly summary: string;
  /**
   * The control's texts (named apart from the filter islands' `texts`, which the search page's
   * payload test counts).
   */
  readonly alertTexts: SearchAlertTexts;
  readonly links: SearchAlertLinks;
}

/** The 7-day preview: not asked yet / being asked, its answer, or failed (the line is left out). */
type PreviewState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly lastSevenDays: number; readonly instantAllowed: boolean }
  | { readonly status: 'failed' };

/**
 * The "save this search" dialog with its behaviour (issue 25), loaded at the first click on
 * the button (`SearchAlertControl`): asks `POST /alert/preview` once when opened (the 7-day line;
 * instant disabled with its reason when the search is too wide), then on save:
 * - signed in (or not known yet): `POST /alert/createalert` with the page's search request,
 *   frequency, name and language — or, when a signed-in tenant ticked "let landlords with a
 *   matching home find my profile", `POST /alert/savealerttosession?setSearchVisibility=true`,
 *   after which the dialog says whether the profile can be found or how complete it is; 1129 reads as "already saved" with a link to the alerts page;
 *   a 401 (signed out meanwhile) keeps the search in the browser as for anonymous visitors;
 *   other §8 errors show their text and the form stays;
 * - anonymous: the search goes into the §3 record in `localStorage` (no duplicates, at most 20)
 *   and the dialog says it is kept on this device until the visitor logs in or registers.
 */
export function SearchAlertPanel({
  open,
  onClose,
  id,
  locale,
  searchRequest,
  summary,
  alertTexts: texts,
  links,
}: SearchAlertPanelProps) {
  const session = useSession();
  const [frequency, setFrequency] = useState<AlertFrequency>(AlertFrequency.Daily);
  const [name, setName] = useState('');
  const [findMe, setFindMe] = useState(false);
  const signedIn = session.status === 'ready' && session.user !== null;
  const [preview, setPreview] = useState<PreviewState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const request = withCurrentMapBox(searchRequest, window.location.search);
    browserAlertApi(locale)
      .then((api) => api.preview(request))
      .then(
        (answer) => {
          if (!current) return;
          setPreview({ status: 'ready', ...answer });
          // A search too wide for instant e-mails falls back to the daily digest.
          if (!answer.instantAllowed) {
            setFrequency((chosen) =>
              chosen === AlertFrequency.Instant ? AlertFrequency.Daily : chosen,
            );
          }
        },
        (error: unknown) => {
          console.error('The search alert preview failed', error);
          if (current) setPreview({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [open, locale, searchRequest]);

  const save = (): Promise<SaveOutcome> =>
    saveSearchAlert({
      request: withCurrentMapBox(searchRequest, window.location.search),
      anonymous: session.status === 'ready' && session.user === null,
      frequency,
      name,
      findMe: signedIn && findMe,
      language: locale,
      api: () => browserAlertApi(locale),
      storage: browserAlertStorage(),
      errors: texts.errors,
    });

  const submit = () => {
    setBusy(true);
    setOutcome(null);
    void save().then((result) => {
      setOutcome(result);
      setBusy(false);
    });
  };

  const close = () => {
    onClose();
    // The next opening starts afresh after a save (another search can be saved later).
    if (outcome !== null && outcome.kind !== 'failed') setOutcome(null);
  };

  const message = outcome === null ? null : outcomeMessage(outcome, texts);
  const link = (href: string) => (text: string) => <a href={href}>{text}</a>;
  const previewLine =
    preview.status === 'loading'
      ? texts.previewLoading
      : preview.status === 'failed'
        ? null
        : fillPlaceholders(preview.lastSevenDays === 1 ? texts.previewOne : texts.previewOther, {
            formatted: formatCount(preview.lastSevenDays, locale),
          });

  return (
    <SearchAlertDialog
      open={open}
      onClose={close}
      id={id}
      texts={texts.dialog}
      summary={summary}
      frequency={frequency}
      onFrequencyChange={setFrequency}
      name={name}
      onNameChange={setName}
      preview={previewLine}
      instantAllowed={preview.status !== 'ready' || preview.instantAllowed}
      busy={busy}
      onSubmit={submit}
      message={
        message === null
          ? null
          : {
              severity: message.severity,
              content: richText(message.text, {
                alerts: link(links.alerts),
                profile: link(links.profile),
                login: link(links.login),
                register: link(links.register),
              }),
            }
      }
      finished={outcome !== null && outcome.kind !== 'failed' && message?.severity !== 'error'}
      findMe={
        signedIn
          ? {
              checked: findMe,
              onChange: setFindMe,
              label: texts.findMe.label,
              hint: texts.findMe.hint,
            }
          : null
      }
    />
  );
}
