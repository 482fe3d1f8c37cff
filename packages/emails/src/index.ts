/**
 * `@rooms/emails`: the HTML e-mails of Rooms as react-email templates, rendered on the server to
 * an HTML document plus a plain-text part, in Dutch and English (texts: `@rooms/i18n` namespace
 * `emails`). The API renders them and queues them with `enqueueEmail`.
 */
export { AlertEmail, alertEmailKind, nearMissLabel } from './alert-email/alert-email';
export type { AlertEmailKind } from './alert-email/alert-email';
export type {
  AlertEmailListing,
  AlertEmailNearMiss,
  AlertEmailNearMissReason,
  AlertEmailProps,
  RenderedEmail,
} from './alert-email/alert-email-props';
export { listingLinkWithAlert, PSA_IDENTIFIER_PARAM } from './alert-email/listing-link';
export { alertSearchWords } from './alert-email/alert-search-words';
export { renderAlertEmail } from './alert-email/render-alert-email';
export { createAlertEmailRenderer } from './alert-email/alert-email-renderer';
export type {
  AlertEmailRenderer,
  AlertEmailRendererOptions,
} from './alert-email/alert-email-renderer';
