'use client';

import { ALERT_NAME_MAX_LENGTH, AlertFrequency } from '@rooms/domain';
import { useEffect, useId, useRef, useState } from 'react';

import styles from './alert-card.module.css';
import { buttonClassName } from './button-link';
import { InlineAlert } from './inline-alert';

import type { FormEvent, KeyboardEvent, ReactNode } from 'react';

/** The frequencies in the order the select offers them. */
const FREQUENCIES: readonly AlertFrequency[] = [
  AlertFrequency.Instant,
  AlertFrequency.Daily,
  AlertFrequency.Weekly,
];

/** One search alert as the card shows it (issue 25, §2 `/account/alerts`). */
export interface AlertCardAlert {
  /** The alert's `psaIdentifier`. */
  readonly id: string;
  /** The name the user gave it, or null (the card then shows its criteria as the title). */
  readonly name: string | null;
  /** Its criteria in words, e.g. "Rooms in Groningen up to €600, furnished". */
  readonly words: string;
  /** Its matches in the last 7 days in words, e.g. "3 new homes in the last 7 days". */
  readonly matches: string;
  readonly frequency: AlertFrequency;
  /** Paused alerts send no e-mails. */
  readonly paused: boolean;
  /** Address of the search page with the alert's criteria. */
  readonly searchHref: string;
}

/** Every text of an {@link AlertCard}, translated (`alerts` namespace, `card` and `frequency`). */
export interface AlertCardTexts {
  readonly paused: string;
  readonly rename: string;
  readonly nameLabel: string;
  /** Under the name field, e.g. "At most 80 characters. …". */
  readonly nameHint: string;
  /** Shown when a longer name is typed (the field also refuses more characters). */
  readonly nameTooLong: string;
  readonly save: string;
  readonly cancel: string;
  readonly frequencyLabel: string;
  readonly frequency: Readonly<Record<AlertFrequency, string>>;
  readonly pause: string;
  readonly resume: string;
  readonly delete: string;
  readonly deleteQuestion: string;
  readonly deleteYes: string;
  readonly deleteNo: string;
  readonly openSearch: string;
  /** Shown while a change is being saved. */
  readonly busy: string;
}

/** Props of {@link AlertCard}. */
export interface AlertCardProps {
  readonly alert: AlertCardAlert;
  readonly texts: AlertCardTexts;
  /** A change of this alert is being saved: its controls are disabled. */
  readonly busy?: boolean;
  /** The last change failed: the message (§8 text) shown in the card. */
  readonly error?: ReactNode;
  /** Heading level of the title; 2 by default (under the page's h1). */
  readonly headingLevel?: 2 | 3;
  /**
   * Saves a new name (trimmed; null to clear it). Resolves true when saved, which closes the
   * name form; false keeps it open.
   */
  readonly onRename: (name: string | null) => Promise<boolean> | boolean;
  readonly onFrequencyChange: (frequency: AlertFrequency) => void;
  readonly onPausedChange: (paused: boolean) => void;
  /** Called after the user confirmed the deletion in the card. */
  readonly onDelete: () => void;
}

/** Whether a value of the select is a frequency. */
function toFrequency(value: string): AlertFrequency | null {
  const number = Number(value);
  return FREQUENCIES.find((frequency) => frequency === number) ?? null;
}

/**
 * One saved search alert (issue 25, §2 `/account/alerts`) without MUI: its name (or its criteria
 * as the title), the criteria in words, the matches of the last 7 days, a "Paused" badge, the
 * frequency as a native select, and actions: change the name in place (at most
 * `ALERT_NAME_MAX_LENGTH` characters; Escape cancels), pause or resume, delete after a
 * confirmation in the card, and a link that opens the search.
 *
 * Keyboard and screen readers: the card is an `article` named by its title; the action buttons
 * are described by the title; the name field and the confirmation take the focus when they open
 * and give it back to the button that opened them; a busy card says so in a status line.
 * The parent saves the changes (the callbacks) and announces their outcome.
 */
export function AlertCard({
  alert,
  texts,
  busy = false,
  error,
  headingLevel = 2,
  onRename,
  onFrequencyChange,
  onPausedChange,
  onDelete,
}: AlertCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(alert.name ?? '');
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tooLong = draft.trim().length > ALERT_NAME_MAX_LENGTH;

  // The button that gets the focus back once a closed form or confirmation is gone from the page.
  const [focusBack, setFocusBack] = useState<'rename' | 'delete' | null>(null);
  useEffect(() => {
    if (focusBack === null || busy) return;
    (focusBack === 'rename' ? renameButton : deleteButton).current?.focus();
    setFocusBack(null);
  }, [focusBack, busy, editing, confirming]);

  const closeEditor = () => {
    setEditing(false);
    setFocusBack('rename');
  };
  const submitName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooLong) return;
    const name = draft.trim();
    if (await onRename(name === '' ? null : name)) closeEditor();
  };
  const onEditorKey = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(alert.name ?? '');
      closeEditor();
    }
  };
  const closeConfirmation = () => {
    setConfirming(false);
    setFocusBack('delete');
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {alert.name ?? alert.words}
        </Heading>
        {alert.paused ? <span className={styles.badge}>{texts.paused}</span> : null}
      </div>
      {alert.name === null ? null : <p className={styles.words}>{alert.words}</p>}
      <p className={styles.matches}>{alert.matches}</p>

      {editing ? (
        <form className={styles.editor} onSubmit={submitName} onKeyDown={onEditorKey} noValidate>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {texts.nameLabel}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={draft}
            maxLength={ALERT_NAME_MAX_LENGTH}
            autoComplete="off"
            // The field opens on the user's click on "Change name": focus follows it.
            autoFocus
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            disabled={busy}
          />
          <p id={`${id}-hint`} className={tooLong ? styles.hintError : styles.hint}>
            {tooLong ? texts.nameTooLong : texts.nameHint}
          </p>
          <div className={styles.row}>
            <button
              type="submit"
              className={buttonClassName({ variant: 'contained' })}
              disabled={busy}
            >
              {texts.save}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'outlined' })}
              onClick={() => {
                setDraft(alert.name ?? '');
                closeEditor();
              }}
            >
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : null}

      <div className={styles.controls}>
        <div className={styles.frequency}>
          <label htmlFor={`${id}-frequency`} className={styles.label}>
            {texts.frequencyLabel}
          </label>
          <select
            id={`${id}-frequency`}
            className={styles.select}
            aria-describedby={titleId}
            value={alert.frequency}
            disabled={busy}
            onChange={(event) => {
              const frequency = toFrequency(event.target.value);
              if (frequency !== null) onFrequencyChange(frequency);
            }}
          >
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {texts.frequency[frequency]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          {editing ? null : (
            <button
              ref={renameButton}
              type="button"
              className={buttonClassName({ variant: 'outlined' })}
              aria-describedby={titleId}
              disabled={busy}
              onClick={() => {
                setDraft(alert.name ?? '');
                setEditing(true);
              }}
            >
              {texts.rename}
            </button>
          )}
          <button
            type="button"
            className={buttonClassName({ variant: 'outlined' })}
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => onPausedChange(!alert.paused)}
          >
            {alert.paused ? texts.resume : texts.pause}
          </button>
          <button
            ref={deleteButton}
            type="button"
            className={buttonClassName({ variant: 'outlined', color: 'secondary' })}
            aria-describedby={titleId}
            aria-expanded={confirming}
            aria-controls={`${id}-confirm`}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {texts.delete}
          </button>
          <a href={alert.searchHref} className={styles.link} aria-describedby={titleId}>
            {texts.openSearch}
          </a>
        </div>
      </div>

      <div id={`${id}-confirm`}>
        {confirming ? (
          <div
            className={styles.confirm}
            role="group"
            aria-labelledby={`${id}-question`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                closeConfirmation();
              }
            }}
          >
            <p id={`${id}-question`} className={styles.question}>
              {texts.deleteQuestion}
            </p>
            <div className={styles.row}>
              <button
                type="button"
                className={buttonClassName({ variant: 'contained', color: 'secondary' })}
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  onDelete();
                }}
              >
                {texts.deleteYes}
              </button>
              <button
                type="button"
                // The confirmation opens on the user's click on "Delete": the safe answer gets focus.
                autoFocus
                className={buttonClassName({ variant: 'outlined' })}
                onClick={closeConfirmation}
              >
                {texts.deleteNo}
              </button>
            </div>
          </div>
        ) : null}
      </div>

      <p role="status" className={busy ? styles.busy : styles.idle}>
        {busy ? texts.busy : ''}
      </p>
      {error ? (
        <InlineAlert severity="error" className={styles.error}>
          {error}
        </InlineAlert>
      ) : null}
    </article>
  );
}

export default AlertCard;
