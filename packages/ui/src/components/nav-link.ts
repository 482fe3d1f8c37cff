/** A translated link of the site shell: visible text plus an address built by the caller. */
export interface NavLinkItem {
  /** Visible, translated text. */
  label: string;
  /** Address, built with `pathFor` (internal) or taken from configuration (external). */
  href: string;
  /** True for links that leave the site (help centre, social networks): adds `rel="noopener"`. */
  external?: boolean;
}

/**
 * The optional attributes of a shell link as props to spread: `rel="noopener"` for an external
 * link, `data-account` for an account button, and nothing otherwise. Absent rather than
 * `undefined`, because React's server-components payload writes every `undefined` prop of a
 * server-rendered element as `"name":"$undefined"` (issue 24: ~100 of them per page).
 *
 * @param link whether the link leaves the site, whether it is an account button
 * @returns the props to spread onto the `<a>`
 */
export function linkAttributes(link: {
  readonly external?: boolean | undefined;
  readonly account?: boolean | undefined;
}): { rel?: string; 'data-account'?: string } {
  return {
    ...(link.external ? { rel: 'noopener' } : {}),
    ...(link.account ? { 'data-account': '' } : {}),
  };
}
