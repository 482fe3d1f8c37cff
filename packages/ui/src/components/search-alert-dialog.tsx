'use client';

import { AlertFrequency, ALERT_NAME_MAX_LENGTH } from '@rooms/domain';
import { useEffect, useId, useRef } from 'react';

import { buttonClassName } from './button-link';
import { InlineAlert } from './inline-alert';
import { ModalSheet } from './modal-sheet';
import styles from './search-alert-dialog.module.css';
import { TextField } from './text-field';

import type { InlineAlertSeverity } from './inline-alert';
import type { ReactNode } from 'react';

/** The texts of a {@link SearchAlertDialog}, in the page's language. */
export interface SearchAlertDialogTexts {
  /** Heading, e.g. "E-mail me new matches". */
  readonly title: string;
  /** Accessible name of the close button. */
  readonly close: string;
  /** Legend of the frequency choice, e.g. "How often?". */
  readonly frequencyLegend: string;
  /** Label and one-line explanation of each frequency. */
  readonly frequencies: Readonly<
    Record<'instant' | 'daily' | 'weekly', { readonly label: string; readonly hint: string }>
  >;
  /** Why instant is not offered for this search (shown under it while it is disabled). */
  readonly instantDisabled: string;
  /** Label of the name field, e.g. "Name (optional)". */
  readonly nameLabel: string;
  /** Hint under the name field, e.g. "Up to 80 characters". */
  readonly nameHint: string;
  readonly save: string;
  /** The save button's label while saving. */
  readonly saving: string;
  readonly cancel: string;
  /** The button that closes the dialog after saving. */
  readonly done: string;
}

/** A message of the dialog: the answer to saving (success, kept on this device, an error). */
export interface SearchAlertDialogMessage {
  readonly severity: InlineAlertSeverity;
  readonly content: ReactNode;
}

/**
 * The "let landlords with a matching home find me" choice (issues 25 and 26): a checkbox under
 * the name, offered to signed-in visitors only; saving then also sets the visibility of their
 * tenant profile.
 */
export interface SearchAlertFindMeChoice {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** e.g. "Let landlords with a matching home find my profile". */
  readonly label: string;
  /** One line under it, e.g. "Your tenant profile becomes visible once it is complete". */
  readonly hint: string;
}

/** Props of {@link SearchAlertDialog}. */
export interface SearchAlertDialogProps {
  readonly open: boolean;
  /** The visitor closes the dialog (close, cancel, done, Escape, backdrop). */
  readonly onClose: () => void;
  readonly id?: string;
  readonly texts: SearchAlertDialogTexts;
  /** The search being saved in words, e.g. "Rooms in Groningen". */
  readonly summary: string;
  readonly frequency: AlertFrequency;
  readonly onFrequencyChange: (frequency: AlertFrequency) => void;
  readonly name: string;
  readonly onNameChange: (name: string) => void;
  /**
   * "This search found 12 new listings in the last 7 days", or a loading text; `null` shows
   * nothing (the preview failed: saving still works).
   */
  readonly preview: string | null;
  /** False when the search is too wide for instant e-mails: instant is disabled with its reason. */
  readonly instantAllowed: boolean;
  /** True while saving: the save button says so and the form cannot be sent twice. */
  readonly busy: boolean;
  /** Sends the choice (the form was submitted). */
  readonly onSubmit: () => void;
  /** The answer to saving, shown above the buttons; `null` for none. */
  readonly message: SearchAlertDialogMessage | null;
  /** True once saved: the form gives way to the message and a "done" button. */
  readonly finished: boolean;
  /** The "find me" checkbox; left out (or null) for anonymous visitors. */
  readonly findMe?: SearchAlertFindMeChoice | null;
}

/** The dialog's parts in its CSS module. */
const SHEET_CLASSES = {
  dialog: styles.dialog,
  panel: styles.panel,
  header: styles.header,
  title: styles.title,
  close: styles.close,
};

const FREQUENCIES = [
  ['instant', AlertFrequency.Instant],
  ['daily', AlertFrequency.Daily],
  ['weekly', AlertFrequency.Weekly],
] as const;

/**
 * The "save this search" dialog of the search page (issue 25: create an alert, §7
 * `POST /alert/createalert`): a modal `<dialog>` (the browser keeps focus inside, closes it on
 * Escape and gives focus back to the button that opened it) with the search in words, a radio
 * group instant / daily / weekly (instant disabled with its reason when the search is too
 * wide), an optional name of at most 80 characters, for signed-in visitors the "let landlords
 * find me" checkbox (`findMe`), the 7-day preview line (a polite live
 * region) and save / cancel. After saving the form gives way to the message, which takes focus.
 * Centred and 480 px wide from 600 px; on phones a sheet at the bottom of the screen, full width.
 * Controlled: the owner keeps the values and makes the calls.
 */
export function SearchAlertDialog({
  open,
  onClose,
  id,
  texts,
  summary,
  frequency,
  onFrequencyChange,
  name,
  onNameChange,
  preview,
  instantAllowed,
  busy,
  onSubmit,
  message,
  finished,
  findMe = null,
}: SearchAlertDialogProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A message that replaced the form (saved, kept) or answers a failed save takes focus, so
    // keyboard and screen-reader users land on it.
    if (message !== null) messageRef.current?.focus();
  }, [message]);

  const messageBox =
    message === null ? null : (
      <InlineAlert
        ref={messageRef}
        tabIndex={-1}
        severity={message.severity}
        role={message.severity === 'error' ? 'alert' : 'status'}
        className={styles.message}
      >
        {message.content}
      </InlineAlert>
    );

  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      title={texts.title}
      headingId={headingId}
      closeLabel={texts.close}
      id={id}
      classNames={SHEET_CLASSES}
    >
      <p className={styles.summary}>{summary}</p>
      {finished ? (
        <div className={styles.body}>
          {messageBox}
          <div className={styles.actions}>
            <button
              type="button"
              onClick={onClose}
              className={buttonClassName({ variant: 'contained', className: styles.primary })}
            >
              {texts.done}
            </button>
          </div>
        </div>
      ) : (
        <form
          className={styles.body}
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onSubmit();
          }}
        >
          <fieldset className={styles.frequencies}>
            <legend className={styles.legend}>{texts.frequencyLegend}</legend>
            {FREQUENCIES.map(([key, value]) => {
              const disabled = value === AlertFrequency.Instant && !instantAllowed;
              const inputId = `${ids}-${key}`;
              const hintId = `${inputId}-hint`;
              return (
                <div key={key} className={styles.option}>
                  <input
                    type="radio"
                    id={inputId}
                    name={`${ids}-frequency`}
                    value={value}
                    checked={frequency === value}
                    disabled={disabled}
                    aria-describedby={hintId}
                    onChange={() => onFrequencyChange(value)}
                    className={styles.choiceInput}
                  />
                  <label htmlFor={inputId} className={styles.optionLabel}>
                    {texts.frequencies[key].label}
                  </label>
                  <span id={hintId} className={styles.optionHint}>
                    {disabled ? texts.instantDisabled : texts.frequencies[key].hint}
                  </span>
                </div>
              );
            })}
          </fieldset>
          <TextField
            id={`${ids}-name`}
            label={texts.nameLabel}
            hint={texts.nameHint}
            value={name}
            maxLength={ALERT_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => onNameChange(event.target.value)}
          />
          {findMe === null ? null : (
            <div className={styles.option}>
              <input
                type="checkbox"
                id={`${ids}-find-me`}
                checked={findMe.checked}
                aria-describedby={`${ids}-find-me-hint`}
                onChange={(event) => findMe.onChange(event.target.checked)}
                className={styles.choiceInput}
              />
              <label htmlFor={`${ids}-find-me`} className={styles.optionLabel}>
                {findMe.label}
              </label>
              <span id={`${ids}-find-me-hint`} className={styles.optionHint}>
                {findMe.hint}
              </span>
            </div>
          )}
          <p className={styles.preview} aria-live="polite">
            {preview}
          </p>
          {messageBox}
          <div className={styles.actions}>
            <button
              type="button"
              onClick={onClose}
              className={buttonClassName({ variant: 'outlined', className: styles.secondary })}
            >
              {texts.cancel}
            </button>
            <button
              type="submit"
              aria-disabled={busy}
              className={buttonClassName({ variant: 'contained', className: styles.primary })}
            >
              {busy ? texts.saving : texts.save}
            </button>
          </div>
        </form>
      )}
    </ModalSheet>
  );
}

export default SearchAlertDialog;
