import { unstable_cache } from 'next/cache';

/** How soon a static page rendered without the API's data is rendered again, in seconds. */
export const RETRY_REVALIDATE_SECONDS = 5;

const marker = unstable_cache(async () => true, ['content', 'render-again-soon'], {
  revalidate: RETRY_REVALIDATE_SECONDS,
});

/**
 * Shortens the (static) page's revalidation to {@link RETRY_REVALIDATE_SECONDS} for this
 * render: an `unstable_cache` read lowers the revalidation of the page it is read in. Called when
 * a page's data could not be read, so a page built while the API was unreachable (a build without
 * it, a deployment's image build) is not served without its data for its full revalidation time.
 */
export async function renderAgainSoon(): Promise<void> {
  await marker();
}
