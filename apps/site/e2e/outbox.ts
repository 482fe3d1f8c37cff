import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

import type { APIRequestContext } from '@playwright/test';

/**
 * The e-mails of the suite's own API: without SMTP it writes each message as an `.eml` file into
 * `DATA_DIR/outbox` (playwright.config.ts sets DATA_DIR to the site's `.e2e-data`).
 * `E2E_OUTBOX_DIR` points elsewhere when the suite runs against another API (`E2E_BASE_URL`).
 */
const OUTBOX_DIR =
  process.env.E2E_OUTBOX_DIR ?? fileURLToPath(new URL('../.e2e-data/outbox', import.meta.url));

/**
 * A message with its quoted-printable body decoded (soft line breaks and =XX escapes). The header
 * is kept as written: an `=XX` there is no escape (e.g. `?psaIdentifier=A1…` in List-Unsubscribe,
 * which decoding would mangle or make throw).
 */
function decodeQuotedPrintable(message: string): string {
  const bodyStart = message.indexOf('\n\n') + 1;
  const header = message.slice(0, bodyStart);
  const bytes = message
    .slice(bodyStart)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => `%${hex}`);
  return header + decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The e-mails to an address so far, oldest first, decoded. */
export function mailsTo(address: string): string[] {
  let names: string[];
  try {
    names = readdirSync(OUTBOX_DIR).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(join(OUTBOX_DIR, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${address}\n`))
    .map(decodeQuotedPrintable);
}

/**
 * Waits for the e-mail to an address whose text matches, written by the API's job runner.
 *
 * @param address the recipient as typed
 * @param pattern what the message must contain
 * @returns the decoded message
 */
export async function waitForMail(address: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address).find((message) => pattern.test(message));
        return found !== undefined;
      },
      { message: `an e-mail to ${address} matching ${pattern}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The sign-up link of a confirmation e-mail (`/en/user/register?token=…`). */
const SIGN_UP_LINK =
  /https?:\/\/[^/\s]+(\/(?:en\/user\/register|gebruiker\/registreren)\?token=[\w-]{43})/;

/**
 * The path and query of the sign-up link e-mailed to an address (issue 23: sign-up confirms the
 * address before the account exists).
 *
 * @param address the address signed up with
 * @returns e.g. `/gebruiker/registreren?token=…`, to open on the site
 */
export async function signUpLinkFor(address: string): Promise<string> {
  const message = await waitForMail(address, SIGN_UP_LINK);
  return SIGN_UP_LINK.exec(message)![1]!;
}

/**
 * Creates an account through the site's API proxy the way the sign-up page does: sign-up (202),
 * the e-mailed link's token, confirmation (201, which sets the session cookie on the request's
 * context, so a page of that context is signed in).
 *
 * @param request `page.request` of the context to sign in
 * @param data the sign-up body (email, password, firstName, optional lastName and locale)
 */
export async function registerAndConfirm(
  request: APIRequestContext,
  data: Record<string, string>,
): Promise<void> {
  const email = data.email!;
  const signUp = await request.post('/services/api/customer/register', { data });
  expect(signUp.status()).toBe(202);
  const token = new URL(await signUpLinkFor(email), 'http://site').searchParams.get('token');
  const confirmed = await request.post('/services/api/customer/register/confirm', {
    data: { token },
  });
  expect(confirmed.status()).toBe(201);
}
