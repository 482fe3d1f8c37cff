import { InlineAlert, inlineAlertClasses } from '@rooms/ui/inline-alert';

/**
 * What a private alerts page shows when the API could not give its data: a calm error in the
 * page's flow with a "Try again" link to the page itself (a server component; no JavaScript).
 */
export function AlertsLoadError({
  message,
  retryLabel,
  href,
}: {
  readonly message: string;
  readonly retryLabel: string;
  /** The page's own address. */
  readonly href: string;
}) {
  return (
    <InlineAlert
      severity="error"
      action={
        <a href={href} className={inlineAlertClasses.actionButton}>
          {retryLabel}
        </a>
      }
    >
      {message}
    </InlineAlert>
  );
}

/**
 * Runs a page's API load and turns a failure into null (logged), so the page renders
 * {@link AlertsLoadError} rather than the error page.
 *
 * @param load the API call
 * @param what the call, named in the log, e.g. 'GET /alert/alerts'
 * @returns its result, or null when it failed
 */
export async function loadOrNull<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`${what} failed`, error);
    return null;
  }
}
