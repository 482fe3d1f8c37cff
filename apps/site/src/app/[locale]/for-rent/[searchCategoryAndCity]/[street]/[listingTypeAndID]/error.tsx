'use client';

/**
 * Error boundary of a listing page: the site's 500 page (§8), not the search pages' "the results
 * could not be loaded" of the boundary above it.
 */
export { default } from '../../../../error';
