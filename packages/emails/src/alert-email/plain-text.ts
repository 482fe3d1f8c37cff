import { toPlainText } from '@react-email/render';

/**
 * The plain-text part of an alert e-mail from its HTML: links as "Title <https://…>" (RFC 3986
 * appendix C), so the address is not read as part of the title; headings as written
 * (html-to-text would shout them in capitals); photos and the hidden preview line left out.
 * The fast renderer converts parts of the e-mail with the same options, so both agree.
 *
 * @param html an HTML document or fragment
 * @returns its text
 */
export function alertEmailPlainText(html: string): string {
  return toPlainText(html, {
    selectors: [
      { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
}
