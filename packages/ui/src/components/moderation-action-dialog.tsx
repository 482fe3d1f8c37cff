'use client';

import {
  BlockDuration,
  MODERATION_NOTE_MAX_LENGTH,
  RejectionReason,
  TEMPORARY_BLOCK_DAY_OPTIONS,
} from '@rooms/domain';
import { useId, useRef, useState } from 'react';

import { buttonClassName } from './button-link';
import { InlineAlert } from './inline-alert';
import { ModalSheet } from './modal-sheet';
import styles from './moderation-action-dialog.module.css';
// The frame of the site's dialog sheets: the same look as the search alert dialog.
import sheet from './search-alert-dialog.module.css';

import type { TFunction } from 'i18next';

/** A choice of a select, in words. */
export interface ModerationChoice {
  readonly value: number;
  readonly label: string;
}

/** What the moderator entered; `reason` only with reasons, `duration` and `days` only when blocking. */
export interface ModerationDialogValues {
  /** The note, trimmed ('' when none was given where it is optional). */
  readonly note: string;
  /** The chosen reason (e.g. a `RejectionReason`), or null. */
  readonly reason: number | null;
  /** A `BlockDuration`. */
  readonly duration: BlockDuration;
  /** Days of a temporary block (one of the day options). */
  readonly days: number;
}

/** The texts of a {@link ModerationActionDialog}, in the page's language. */
export interface ModerationActionDialogTexts {
  readonly title: string;
  /** What the action does, under the title. */
  readonly intro: string;
  readonly submit: string;
  readonly sending: string;
  readonly cancel: string;
  readonly close: string;
  /** The note's label (says "optional" where it is). */
  readonly noteLabel: string;
  /** Under the note, e.g. "At most 1000 characters". */
  readonly noteHint: string;
  readonly reasonLabel: string;
  /** The empty first option of the reason select. */
  readonly reasonPlaceholder: string;
  readonly durationLabel: string;
  readonly indefinite: string;
  readonly temporary: string;
  readonly daysLabel: string;
  readonly reasonMissing: string;
  readonly noteMissing: string;
  /** With the reason that needs a note (Other). */
  readonly noteMissingForReason: string;
  readonly noteTooLong: string;
}

/** Props of {@link ModerationActionDialog}. Remount it (a new `key`) for another subject. */
export interface ModerationActionDialogProps {
  readonly open: boolean;
  readonly texts: ModerationActionDialogTexts;
  /** Whether the note must be given (mark, block, unblock, dismiss) or may be left empty. */
  readonly noteRequired: boolean;
  /** The reasons to choose from (rejecting: `RejectionReason`); none: no reason field. */
  readonly reasons?: readonly ModerationChoice[] | undefined;
  /** The reason that needs a note although notes are optional (RejectionReason Other 6). */
  readonly reasonNeedingNote?: number | undefined;
  /** Days of a temporary block to choose from; none: no duration fields (not blocking). */
  readonly dayOptions?: readonly ModerationChoice[] | undefined;
  /** Longest note, characters; `MODERATION_NOTE_MAX_LENGTH` (1000) by default. */
  readonly noteMaxLength?: number;
  /** Sending: the submit button is aria-disabled and nothing is sent twice. */
  readonly busy: boolean;
  /** The server's refusal in words (a §8 text), or null. */
  readonly error: string | null;
  /** Called with the valid values. */
  readonly onSubmit: (values: ModerationDialogValues) => void;
  readonly onClose: () => void;
}

type Problem = 'reason' | 'note';

/**
 * The confirmation of a moderation action (issue 28): approve, reject with a reason the
 * landlord reads, mark as fraud or possible abuse, block (indefinitely, or for a number of days
 * from the options), unblock, dismiss a report; each with the note the audit log keeps. A modal
 * `<dialog>` with native controls (keyboard and screen readers for free; Escape closes it and
 * focus returns to the button that opened it). The fields are checked on submit: a missing
 * reason, a missing note (required, or with the reason that needs one) and a note over the
 * limit are shown on their field, which gets the focus; the server's refusal is announced.
 */
export function ModerationActionDialog({
  open,
  texts,
  noteRequired,
  reasons,
  reasonNeedingNote,
  dayOptions,
  noteMaxLength = MODERATION_NOTE_MAX_LENGTH,
  busy,
  error,
  onSubmit,
  onClose,
}: ModerationActionDialogProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<number | null>(null);
  const [duration, setDuration] = useState<BlockDuration>(BlockDuration.Indefinite);
  const [days, setDays] = useState(dayOptions?.[0]?.value ?? 1);
  const [problems, setProblems] = useState<Partial<Record<Problem, string>>>({});
  const reasonRef = useRef<HTMLSelectElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const check = (): Partial<Record<Problem, string>> => {
    const found: Partial<Record<Problem, string>> = {};
    if (reasons !== undefined && reason === null) found.reason = texts.reasonMissing;
    const trimmed = note.trim();
    if (trimmed.length > noteMaxLength) found.note = texts.noteTooLong;
    else if (trimmed === '' && noteRequired) found.note = texts.noteMissing;
    else if (trimmed === '' && reason !== null && reason === reasonNeedingNote) {
      found.note = texts.noteMissingForReason;
    }
    return found;
  };

  const field = (name: Problem) => ({
    'aria-invalid': problems[name] !== undefined,
    'aria-describedby': `${ids}-${name}-message`,
  });

  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      title={texts.title}
      headingId={headingId}
      closeLabel={texts.close}
      classNames={{
        dialog: sheet.dialog,
        panel: sheet.panel,
        header: sheet.header,
        title: sheet.title,
        close: sheet.close,
      }}
    >
      <form
        className={sheet.body}
        noValidate
        aria-labelledby={headingId}
        data-testid="moderation-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const found = check();
          setProblems(found);
          if (found.reason !== undefined) reasonRef.current?.focus();
          else if (found.note !== undefined) noteRef.current?.focus();
          else onSubmit({ note: note.trim(), reason, duration, days });
        }}
      >
        <p className={sheet.message}>{texts.intro}</p>
        {reasons === undefined ? null : (
          <div className={styles.field}>
            <label htmlFor={`${ids}-reason`} className={styles.label}>
              {texts.reasonLabel}
            </label>
            <select
              id={`${ids}-reason`}
              ref={reasonRef}
              className={styles.control}
              value={reason === null ? '' : String(reason)}
              required
              {...field('reason')}
              onChange={(event) =>
                setReason(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{texts.reasonPlaceholder}</option>
              {reasons.map((choice) => (
                <option key={choice.value} value={String(choice.value)}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p id={`${ids}-reason-message`} className={styles.error}>
              {problems.reason}
            </p>
          </div>
        )}
        {dayOptions === undefined ? null : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{texts.durationLabel}</legend>
            {(
              [
                [BlockDuration.Indefinite, texts.indefinite],
                [BlockDuration.Temporary, texts.temporary],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={styles.radio}>
                <input
                  type="radio"
                  name={`${ids}-duration`}
                  value={value}
                  checked={duration === value}
                  onChange={() => setDuration(value)}
                />
                {label}
              </label>
            ))}
            {duration === BlockDuration.Temporary ? (
              <div className={styles.field}>
                <label htmlFor={`${ids}-days`} className={styles.label}>
                  {texts.daysLabel}
                </label>
                <select
                  id={`${ids}-days`}
                  className={styles.control}
                  value={String(days)}
                  onChange={(event) => setDays(Number(event.target.value))}
                >
                  {dayOptions.map((choice) => (
                    <option key={choice.value} value={String(choice.value)}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </fieldset>
        )}
        <div className={styles.field}>
          <label htmlFor={`${ids}-note`} className={styles.label}>
            {texts.noteLabel}
          </label>
          <textarea
            id={`${ids}-note`}
            ref={noteRef}
            className={`${styles.control} ${styles.note}`}
            rows={3}
            value={note}
            required={noteRequired}
            {...field('note')}
            aria-describedby={`${ids}-note-message ${ids}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${ids}-note-message`} className={styles.error}>
            {problems.note}
          </p>
          <p id={`${ids}-note-hint`} className={styles.hint}>
            {texts.noteHint}
          </p>
        </div>
        {error === null ? null : (
          <InlineAlert severity="error" role="alert">
            {error}
          </InlineAlert>
        )}
        <div className={sheet.actions}>
          <button
            type="button"
            onClick={onClose}
            className={buttonClassName({ variant: 'outlined', className: sheet.secondary })}
          >
            {texts.cancel}
          </button>
          <button
            type="submit"
            aria-disabled={busy}
            className={buttonClassName({ variant: 'contained', className: sheet.primary })}
          >
            {busy ? texts.sending : texts.submit}
          </button>
        </div>
      </form>
    </ModalSheet>
  );
}

/** The decisions a {@link ModerationActionDialog} asks for (the `moderation` texts' `dialog.*` keys). */
export type ModerationDialogKind =
  | 'approve'
  | 'reject'
  | 'markFraud'
  | 'markPossibleAbuse'
  | 'block'
  | 'unblock'
  | 'dismiss'
  | 'dismissScamSignals';

/**
 * The props of a {@link ModerationActionDialog} that follow from the decision, from the
 * `moderation` translations: the reasons of a rejection (`RejectionReason`), the days of a block
 * (`TEMPORARY_BLOCK_DAY_OPTIONS`), whether the note is needed and every text. Server- and
 * client-safe; the back office and its stories share it.
 *
 * @param kind the decision
 * @param subject what it is about, named in the title (an advert's title, a first name)
 * @param noteOptional whether the moderator may leave the note empty (approve, reject)
 * @param t the `moderation` translations of the page's language
 */
export function moderationDialogProps(
  kind: ModerationDialogKind,
  subject: string,
  noteOptional: boolean,
  t: TFunction<'moderation'>,
): Pick<
  ModerationActionDialogProps,
  'noteRequired' | 'reasons' | 'reasonNeedingNote' | 'dayOptions' | 'texts'
> {
  return {
    noteRequired: !noteOptional,
    reasons:
      kind === 'reject'
        ? Object.values(RejectionReason).map((reason) => ({
            value: reason,
            label: t(`rejection.names.${reason}`),
          }))
        : undefined,
    reasonNeedingNote: RejectionReason.Other,
    dayOptions:
      kind === 'block'
        ? TEMPORARY_BLOCK_DAY_OPTIONS.map((days) => ({
            value: days,
            label: t('dialog.days', { count: days }),
          }))
        : undefined,
    texts: {
      title: t(`dialog.titles.${kind}`, { subject }),
      intro: t(`dialog.intros.${kind}`),
      submit: t(`dialog.submit.${kind}`),
      sending: t('dialog.sending'),
      cancel: t('dialog.cancel'),
      close: t('dialog.close'),
      noteLabel: noteOptional ? t('dialog.noteLabelOptional') : t('dialog.noteLabel'),
      noteHint: t('dialog.noteHint', { max: MODERATION_NOTE_MAX_LENGTH }),
      reasonLabel: t('dialog.reasonLabel'),
      reasonPlaceholder: t('dialog.reasonPlaceholder'),
      durationLabel: t('dialog.durationLabel'),
      indefinite: t('dialog.durations.1'),
      temporary: t('dialog.durations.2'),
      daysLabel: t('dialog.daysLabel'),
      reasonMissing: t('dialog.validation.reasonMissing'),
      noteMissing: t('dialog.validation.noteMissing'),
      noteMissingForReason: t('dialog.validation.noteMissingOther'),
      noteTooLong: t('dialog.validation.noteTooLong', { max: MODERATION_NOTE_MAX_LENGTH }),
    },
  };
}

export default ModerationActionDialog;
