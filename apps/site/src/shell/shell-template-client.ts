import type { SignedInTemplate } from './header-variants';
import type { Locale } from '@rooms/i18n';

/** The template requests of this page, one per language (kept for the page's lifetime). */
const requests = new Map<Locale, Promise<SignedInTemplate | null>>();

/**
 * The signed-in header template of a language from `GET /next/api/shell-template/<locale>`
 * (issue 24: not part of the page's payload), requested once per page and language.
 *
 * @param locale the page's language
 * @returns the template, or `null` when the request failed (the caller keeps the anonymous
 *   header without its account buttons, as while the session is read)
 */
export function loadShellTemplate(locale: Locale): Promise<SignedInTemplate | null> {
  let request = requests.get(locale);
  if (request === undefined) {
    request = fetch(`/next/api/shell-template/${locale}`)
      .then((response) => (response.ok ? (response.json() as Promise<SignedInTemplate>) : null))
      .catch(() => null)
      .then((template) => {
        // A failed request may be tried again by a later render.
        if (template === null) requests.delete(locale);
        return template;
      });
    requests.set(locale, request);
  }
  return request;
}
