import { render, toPlainText } from '@react-email/render';
import { getT } from '@rooms/i18n';

import { AlertEmail, alertEmailKind } from './alert-email';

import type { AlertEmailProps, RenderedEmail } from './alert-email-props';

/**
 * Renders a search alert e-mail (issue 25) in the alert's language: the subject, the HTML
 * document and its plain-text part (the same listings and links; photos left out). Hand the
 * result with the recipient, the language and the one-click unsubscribe URL to `enqueueEmail`.
 *
 * @param props what the e-mail shows: listings (rent in euro cents, surface in m²), counts and
 *   absolute URLs made by the caller (see {@link AlertEmailProps})
 * @returns subject, html and text
 * @throws TypeError when a listing URL is not absolute; React's error when rendering fails
 */
export async function renderAlertEmail(props: AlertEmailProps): Promise<RenderedEmail> {
  const t = await getT(props.locale, 'emails');
  const kind = alertEmailKind(props.frequency);
  const email = <AlertEmail {...props} t={t} />;
  const html = await render(email);
  // The text part from the same HTML (one React render, not two): links as "Title <https://…>"
  // (RFC 3986 appendix C), so the address is not read as part of the title; headings as written
  // (html-to-text would shout them in capitals); photos and the hidden preview line left out.
  const text = toPlainText(html, {
    selectors: [
      { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
  const subject = t(`alert.subject.${kind}`, {
    count: Math.max(props.matchCount, props.listings.length),
    name: props.alertName ?? props.searchInWords,
  });
  return { subject, html, text };
}
