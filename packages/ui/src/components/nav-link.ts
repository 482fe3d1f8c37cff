/** A translated link of the site shell: visible text plus an address built by the caller. */
export interface NavLinkItem {
  /** Visible, translated text. */
  label: string;
  /** Address, built with `pathFor` (internal) or taken from configuration (external). */
  href: string;
  /** True for links that leave the site (help centre, social networks): adds `rel="noopener"`. */
  external?: boolean;
}
