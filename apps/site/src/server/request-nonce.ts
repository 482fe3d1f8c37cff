import { headers } from 'next/headers';

import { NONCE_HEADER } from '../security-headers';

/**
 * This page's CSP nonce, which the proxy put in the request (`securePageRequest`), for what
 * renders its own `<style>` or `<script>` elements (Emotion's cache of the MUI pages). Reading
 * request headers renders the page per request, as a nonce requires (every page already reads
 * the session cookie).
 *
 * @returns the nonce, or undefined for a request the proxy did not handle
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
