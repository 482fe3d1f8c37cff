import { ACCOUNT_DELETED_FRAGMENT } from './account-deleted';
import styles from './account-deleted-notice.module.css';

/**
 * The home page's notice after an account deletion (issue 26): hidden, and shown by CSS when the
 * address ends in `#account-deleted` (where the deletion sends the browser). No script, so the
 * static home page stays as it is for everyone else.
 *
 * @param props.text the notice in the page's language (`myAccount` `deletedNotice`)
 */
export function AccountDeletedNotice({ text }: { text: string }) {
  return (
    <p id={ACCOUNT_DELETED_FRAGMENT} className={styles.notice} tabIndex={-1}>
      {text}
    </p>
  );
}
