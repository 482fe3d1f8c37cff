import { getT } from '@rooms/i18n';
import { use } from 'react';

import { AlertEmail } from './alert-email';

import type { AlertEmailProps } from './alert-email-props';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

const texts = new Map<Locale, Promise<TFunction<'emails'>>>();

/** The `emails` texts of a language, loaded once (`use` needs the same promise every render). */
function emailsT(locale: Locale): Promise<TFunction<'emails'>> {
  let t = texts.get(locale);
  if (t === undefined) {
    t = getT(locale, 'emails');
    texts.set(locale, t);
  }
  return t;
}

/**
 * A template for the react-email preview (`pnpm --filter @rooms/emails preview`, files in
 * `src/preview/`): the alert e-mail with its texts, taking only the data as props, as the
 * preview renders a file's default export with its `PreviewProps`.
 *
 * @param previewProps the e-mail shown when the preview opens (a sample of `../samples`)
 * @returns the component, with `PreviewProps` set
 */
export function alertEmailPreview(previewProps: AlertEmailProps) {
  function AlertEmailPreview(props: AlertEmailProps) {
    // The texts load asynchronously; the renderer waits for them (Suspense).
    const t = use(emailsT(props.locale));
    return <AlertEmail {...props} t={t} />;
  }
  AlertEmailPreview.PreviewProps = previewProps;
  return AlertEmailPreview;
}
