import styles from './advert-confirmation-note.module.css';

/**
 * How an advert stands with its confirmations (fresh adverts):
 * - `confirmed`: confirmed recently ("Last confirmed on 25 Nov 2026");
 * - `due`: not confirmed for 14 days, confirm now or it leaves search on a day;
 * - `offline`: it left search because it was not confirmed for 30 days.
 */
export type AdvertConfirmationTone = 'confirmed' | 'due' | 'offline';

/** Props of {@link AdvertConfirmationNote}. */
export interface AdvertConfirmationNoteProps {
  readonly tone: AdvertConfirmationTone;
  /** The sentence, translated and with its day filled in. */
  readonly text: string;
  /** Extra class of the caller's CSS module, e.g. a margin. */
  readonly className?: string;
}

/**
 * The landlord's view of an advert's freshness on "My adverts": a quiet line while it is
 * confirmed, a highlighted box when a confirmation is due or the advert left search for want of
 * one. The words carry the meaning, the colours only support it. Hook-free server markup.
 */
export function AdvertConfirmationNote({ tone, text, className }: AdvertConfirmationNoteProps) {
  const classes = [styles.note, styles[tone], className].filter(Boolean).join(' ');
  return (
    <p className={classes} data-testid="my-advert-freshness" data-tone={tone}>
      {text}
    </p>
  );
}

export default AdvertConfirmationNote;
