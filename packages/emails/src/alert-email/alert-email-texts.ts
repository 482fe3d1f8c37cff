import type { AlertEmailKind } from './alert-email';
import type { AlertEmailProps } from './alert-email-props';
import type { TFunction } from 'i18next';

/**
 * The subject line of an alert e-mail: the count is every new match (not only those listed).
 *
 * @param props the e-mail's props
 * @param kind the texts' word for its frequency
 * @param t the `emails` texts in `props.locale`
 * @returns the subject (plain text)
 */
export function alertEmailSubject(
  props: AlertEmailProps,
  kind: AlertEmailKind,
  t: TFunction<'emails'>,
): string {
  return t(`alert.subject.${kind}`, {
    count: Math.max(props.matchCount, props.listings.length),
    name: props.alertName ?? props.searchInWords,
  });
}
