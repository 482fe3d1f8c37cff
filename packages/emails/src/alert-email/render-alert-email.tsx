import { createAlertEmailRenderer } from './alert-email-renderer';

import type { AlertEmailProps, RenderedEmail } from './alert-email-props';

/** The process's renderer: its caches serve every call of {@link renderAlertEmail}. */
const renderer = createAlertEmailRenderer();

/**
 * Renders a search alert e-mail (issue 25) in the alert's language: the subject, the HTML
 * document and its plain-text part (the same listings and links; photos left out). Hand the
 * result with the recipient, the language and the one-click unsubscribe URL to `enqueueEmail`.
 * Uses one renderer per process (see `createAlertEmailRenderer`): listing rows and frames are
 * rendered once and reused, ~0.1 ms per e-mail once warm.
 *
 * @param props what the e-mail shows: listings (rent in euro cents, surface in m²), counts and
 *   absolute URLs made by the caller (see {@link AlertEmailProps})
 * @returns subject, html and text
 * @throws TypeError when a listing URL is not absolute; React's error when rendering fails
 */
export function renderAlertEmail(props: AlertEmailProps): Promise<RenderedEmail> {
  return renderer.render(props);
}
