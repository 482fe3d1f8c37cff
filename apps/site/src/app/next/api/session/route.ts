import { isLocale } from '@rooms/i18n';
import { NextResponse } from 'next/server';

import { readSessionSnapshot } from '../../../../shell/session-snapshot';

import type { NextRequest } from 'next/server';

/** Per visitor, never stored by the browser's cache, a CDN or the proxy's page cache. */
const SESSION_CACHE_CONTROL = 'private, no-store';

/**
 * `GET /next/api/session?locale=nl|en`: the visitor's session for the browser (the header's
 * account menu, the unread count, the favourite hearts, the maintenance banner's dismissal),
 * since the public pages' HTML is the same for everyone. Always 200 (an anonymous visitor is
 * `{ user: null }`, not a 401 the browser would log as an error); never cached. `locale`
 * (default `nl`) is the language of the API calls behind it.
 *
 * @param request the browser's request, with its cookies
 * @returns the `SessionSnapshot` as JSON
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const asked = request.nextUrl.searchParams.get('locale');
  const locale = asked !== null && isLocale(asked) ? asked : 'nl';
  const snapshot = await readSessionSnapshot(locale);
  return NextResponse.json(snapshot, { headers: { 'Cache-Control': SESSION_CACHE_CONTROL } });
}
