import styles from './moderation-conversation-log.module.css';

/** One participant of a reported conversation, in words. */
export interface ConversationLogParticipant {
  readonly userID: number;
  /** First and last name. */
  readonly name: string;
  /** E.g. "Landlord". */
  readonly role: string;
}

/** One message of a reported conversation. */
export interface ConversationLogMessage {
  readonly messageID: number;
  /** The sender's first name and role, e.g. "Pim (Tenant)". */
  readonly sender: string;
  /** Whether the sender is the landlord: which side the message is drawn on. */
  readonly fromLandlord: boolean;
  /** ISO time, for `<time dateTime>`. */
  readonly at: string;
  /** The time in words. */
  readonly time: string;
  /** The text exactly as sent; shown as text, never as HTML. */
  readonly body: string;
}

/** Props of {@link ConversationLog}. */
export interface ConversationLogProps {
  readonly participantsHeading: string;
  readonly participants: readonly ConversationLogParticipant[];
  /** Accessible name of the message list, e.g. "Messages, oldest first". */
  readonly messagesLabel: string;
  readonly messages: readonly ConversationLogMessage[];
  readonly emptyText: string;
}

/**
 * The messages of a reported conversation as a moderator reads them (issue 28): who takes part
 * and in which role, then every message oldest first with sender and time, the landlord's on
 * one side and the tenant's on the other. Texts are shown exactly as sent (React escapes them;
 * line breaks kept, links never clickable). A server component without MUI.
 */
export function ConversationLog({
  participantsHeading,
  participants,
  messagesLabel,
  messages,
  emptyText,
}: ConversationLogProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{participantsHeading}</h2>
      <ul className={styles.participants}>
        {participants.map((participant) => (
          <li key={participant.userID}>
            <span className={styles.name}>{participant.name}</span> · {participant.role}
          </li>
        ))}
      </ul>
      {messages.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.messages} aria-label={messagesLabel}>
          {messages.map((message) => (
            <li
              key={message.messageID}
              className={`${styles.message} ${message.fromLandlord ? styles.landlord : styles.tenant}`}
              data-testid="moderation-message"
            >
              <p className={styles.meta}>
                <span className={styles.name}>{message.sender}</span> ·{' '}
                <time dateTime={message.at}>{message.time}</time>
              </p>
              <p className={styles.body}>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export default ConversationLog;
