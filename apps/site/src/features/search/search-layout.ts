/**
 * Shared layout values of the search page (server and client parts). The grid of result cards
 * (1 column on phones, 2 from 600 px, 3 from 1360 px, §9 breakpoints) is `.resultGrid` in
 * `search-layout.module.css`, used by the results and their loading skeletons alike.
 */

/** Photo `sizes` of a result card in that grid (sidebar of 280 px from 1024 px). */
export const RESULT_PHOTO_SIZES = '(min-width: 1360px) 290px, (min-width: 600px) 50vw, 100vw';

/** Result cards whose photo loads eagerly: the first row on wide screens. */
export const PRIORITY_CARDS = 3;

/**
 * Attribute that marks a link inside the search page for in-page navigation: `top` scrolls back
 * to the results (paging), `stay` keeps the scroll position (view switch, empty-state links).
 */
export const SEARCH_LINK_ATTRIBUTE = 'data-search-link';
