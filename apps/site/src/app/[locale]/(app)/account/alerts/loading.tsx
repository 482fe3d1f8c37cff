import styles from '../../../../../features/account-alerts/account-alerts.module.css';

/**
 * While the alerts page renders on the server (a navigation to it): placeholders in the shape
 * of two alert cards, announced as busy. Without texts: the layout's language is not known here
 * without a request, and the placeholders are hidden from screen readers but the busy region.
 */
export default function AccountAlertsLoading() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="alerts-loading">
      <div className={styles.list}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    </div>
  );
}
