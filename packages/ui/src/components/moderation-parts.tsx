import { buttonClassName } from './button-link';
import styles from './moderation-item.module.css';

import type { ReactNode } from 'react';

/** A user as a queue item shows them (the landlord of an advert, a reported user), in words. */
export interface ModerationUserView {
  /** Caption above the name, e.g. "Landlord". */
  readonly role: string;
  /** First and last name. */
  readonly name: string;
  readonly email: string;
  /** E.g. "Member since 3 December 2026". */
  readonly memberSince: string;
  /** A state worth seeing at once (e.g. "Blocked until 1 January 2027", "Staff"), or none. */
  readonly badge?: { readonly text: string; readonly tone: 'blocked' | 'staff' } | undefined;
}

/** One action button (or link) of a queue item. */
export interface ModerationItemAction {
  /** Stable key, also `data-action` for tests. */
  readonly key: string;
  readonly label: string;
  /** `danger` for what hides or blocks, `primary` for the expected outcome (approve). */
  readonly tone?: 'primary' | 'danger' | 'neutral';
  /** Called on a click; ignored when {@link href} is set. */
  readonly onSelect?: () => void;
  /** A link instead of a button (e.g. "Read the messages"). */
  readonly href?: string;
}

/**
 * The user block of a queue item: role caption, name, e-mail address (a `mailto:` link),
 * member-since line and a badge (blocked, staff) in words, never colour alone. Hook-free.
 */
export function ModerationUserCard({ user }: { readonly user: ModerationUserView }) {
  return (
    <div className={styles.user} data-testid="moderation-user">
      <span className={styles.caption}>{user.role}</span>
      <span className={styles.userName}>{user.name}</span>
      <a className={styles.email} href={`mailto:${user.email}`}>
        {user.email}
      </a>
      <span className={styles.muted}>{user.memberSince}</span>
      {user.badge === undefined ? null : (
        <span className={`${styles.badge} ${styles[user.badge.tone]}`} data-tone={user.badge.tone}>
          {user.badge.text}
        </span>
      )}
    </div>
  );
}

const TONE_LOOK = {
  primary: { variant: 'contained', className: styles.action },
  danger: { variant: 'outlined', className: `${styles.action} ${styles.dangerAction}` },
  neutral: { variant: 'outlined', className: styles.action },
} as const;

/**
 * The actions of a queue item as a labelled group of buttons (and links), wrapping on phones.
 * Hook-free; the owner handles `onSelect`.
 */
export function ModerationActionBar({
  label,
  actions,
}: {
  /** Accessible name of the group, e.g. "Actions for Room in Amsterdam". */
  readonly label: string;
  readonly actions: readonly ModerationItemAction[];
}) {
  return (
    <div role="group" aria-label={label} className={styles.actions}>
      {actions.map((action) => {
        const className = buttonClassName(TONE_LOOK[action.tone ?? 'neutral']);
        return action.href === undefined ? (
          <button
            key={action.key}
            type="button"
            data-action={action.key}
            className={className}
            onClick={action.onSelect}
          >
            {action.label}
          </button>
        ) : (
          <a key={action.key} href={action.href} data-action={action.key} className={className}>
            {action.label}
          </a>
        );
      })}
    </div>
  );
}

/** Props of {@link ModerationItemFrame}. */
export interface ModerationItemFrameProps {
  /** `data-testid` of the item, e.g. `held-advert`. */
  readonly testId: string;
  /** `data-*` id of the subject, for tests and links (`data-subject-id`). */
  readonly subjectId: number;
  /** The item's heading (an `h3` under the queue's `h2`). */
  readonly heading: ReactNode;
  /** Lines under the heading (facts, when it was held or reported). */
  readonly meta: readonly string[];
  readonly children?: ReactNode;
  /** The user block beside the content (from 720 px) or under it. */
  readonly user: ModerationUserView;
  readonly actionsLabel: string;
  readonly actions: readonly ModerationItemAction[];
}

/**
 * The card every queue item shares: heading, meta lines, its own content, the user it is about
 * and the action bar. Hook-free.
 */
export function ModerationItemFrame({
  testId,
  subjectId,
  heading,
  meta,
  children,
  user,
  actionsLabel,
  actions,
}: ModerationItemFrameProps) {
  return (
    <li className={styles.item} data-testid={testId} data-subject-id={subjectId}>
      <div className={styles.body}>
        <div className={styles.main}>
          <h3 className={styles.heading}>{heading}</h3>
          {meta.map((line) => (
            <p key={line} className={styles.muted}>
              {line}
            </p>
          ))}
          {children}
        </div>
        <ModerationUserCard user={user} />
      </div>
      <ModerationActionBar label={actionsLabel} actions={actions} />
    </li>
  );
}

/** Props of {@link ModerationItemList}. */
export interface ModerationItemListProps {
  /** Accessible name of the list, e.g. "Held adverts, oldest first". */
  readonly label: string;
  /** Shown instead of the list when the queue is empty. */
  readonly emptyText: string;
  /** The items ({@link ModerationItemFrame}s); none: the empty text. */
  readonly children: ReactNode;
  readonly count: number;
}

/** The items of a queue as a labelled list, or the queue's empty state. Hook-free. */
export function ModerationItemList({ label, emptyText, children, count }: ModerationItemListProps) {
  if (count === 0) {
    return (
      <p className={styles.empty} data-testid="queue-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
