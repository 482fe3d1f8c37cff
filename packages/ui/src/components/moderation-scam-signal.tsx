import styles from './moderation-item.module.css';
import { ModerationItemFrame } from './moderation-parts';

import type { ModerationItemAction, ModerationUserView } from './moderation-parts';

/** Props of {@link ScamSignalItem}: everything already in the page's language. */
export interface ScamSignalItemProps {
  readonly conversationID: number;
  /** E.g. "About the advert “Room in Delft”". */
  readonly heading: string;
  /** E.g. "2 messages with signs · first 27 Nov 2026, 10:00", "Written to Noor". */
  readonly meta: readonly string[];
  /** The signs found, in words, each once (e.g. "A money-transfer service"). */
  readonly signals: readonly { readonly signal: string; readonly name: string }[];
  /** The landlord who wrote the messages. */
  readonly sender: ModerationUserView;
  readonly actionsLabel: string;
  /** Read the messages (a link), close without action, block the sender. */
  readonly actions: readonly ModerationItemAction[];
}

/**
 * A conversation where a landlord's messages showed signs of a rental scam (issue 28, queue
 * "scam signs"): the advert it is about, the signs found, how many messages and since when, the
 * sender and the actions. Hook-free; the owner handles the actions.
 */
export function ScamSignalItem({
  conversationID,
  heading,
  meta,
  signals,
  sender,
  actionsLabel,
  actions,
}: ScamSignalItemProps) {
  return (
    <ModerationItemFrame
      testId="scam-signal"
      subjectId={conversationID}
      heading={heading}
      meta={meta}
      user={sender}
      actionsLabel={actionsLabel}
      actions={actions}
    >
      <ul className={styles.rules}>
        {signals.map((signal) => (
          <li key={signal.signal} className={styles.rule} data-signal={signal.signal}>
            <p className={styles.ruleName}>{signal.name}</p>
          </li>
        ))}
      </ul>
    </ModerationItemFrame>
  );
}

export default ScamSignalItem;
