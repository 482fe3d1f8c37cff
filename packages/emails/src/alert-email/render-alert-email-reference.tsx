import { render } from '@react-email/render';
import { getT } from '@rooms/i18n';

import { AlertEmail, alertEmailKind } from './alert-email';
import { alertEmailSubject } from './alert-email-texts';
import { alertEmailPlainText } from './plain-text';

import type { AlertEmailProps, RenderedEmail } from './alert-email-props';

/**
 * The reference rendering of an alert e-mail: the whole `AlertEmail` through react-email's
 * `render` (~10 ms for 20 listings) and html-to-text (~2 ms). The fast renderer
 * (`createAlertEmailRenderer`) must write exactly this, byte for byte (its property test
 * compares them), and falls back to it for props it cannot assemble exactly.
 *
 * @param props what the e-mail shows (see {@link AlertEmailProps})
 * @returns subject, html and text
 * @throws TypeError when a listing URL is not absolute; React's error when rendering fails
 */
export async function renderAlertEmailReference(props: AlertEmailProps): Promise<RenderedEmail> {
  const t = await getT(props.locale, 'emails');
  const html = await render(<AlertEmail {...props} t={t} />);
  const text = alertEmailPlainText(html);
  return { subject: alertEmailSubject(props, alertEmailKind(props.frequency), t), html, text };
}
