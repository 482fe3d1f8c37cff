/**
 * Runs a listing test file against each search mode (SEARCH_INDEX=memory and =sql), so the
 * in-memory index and plain SQL must give the same answers to the same tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEARCH_INDEX_MODES, type SearchIndexMode } from '../../../search/listing-changes.js';

import { startListingTestApp, type ListingTestApp } from './listing-test-app.js';

/**
 * Declares `suite` once per search mode, in a `SEARCH_INDEX=<mode>` block with its own listing
 * test app (started before the block's tests, closed after them) and a first test that the app
 * answers from that mode (`/ready` names it), so a passing block is known to test that mode.
 *
 * @param use receives the block's app once started (a test file keeps it in the module
 *   variable its request helpers read)
 * @param suite declares the tests; called once per mode, with the mode
 */
export function describeEachSearchMode(
  use: (app: ListingTestApp) => void,
  suite: (mode: SearchIndexMode) => void,
): void {
  describe.each(SEARCH_INDEX_MODES)('SEARCH_INDEX=%s', (mode) => {
    let app: ListingTestApp | undefined;

    beforeAll(async () => {
      app = await startListingTestApp(undefined, { SEARCH_INDEX: mode });
      use(app);
    });

    afterAll(async () => {
      await app?.close();
    });

    it('answers from the search mode asked for', async () => {
      const ready = await app?.app.inject({ method: 'GET', url: '/ready' });
      expect(ready?.json()).toMatchObject({ search: mode });
    });

    suite(mode);
  });
}
