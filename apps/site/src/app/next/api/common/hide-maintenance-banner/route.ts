import { NextResponse } from 'next/server';

import { env } from '../../../../../env';
import {
  MAINTENANCE_COOKIE,
  MAINTENANCE_COOKIE_MAX_AGE_S,
  maintenanceVersion,
} from '../../../../../shell/maintenance';

import type { NextRequest } from 'next/server';

/**
 * `POST /next/api/common/hide-maintenance-banner` (§7): records that the visitor dismissed the
 * maintenance banner, in an httpOnly cookie holding the fingerprint of the current messages, so
 * the server no longer renders that banner (§4). The payload is ignored and the response has no
 * body (204), as §7 says the site never reads it. Without a configured message nothing is stored.
 *
 * @param request the incoming request (its protocol decides the cookie's `secure` flag)
 * @returns 204 No Content, with `Set-Cookie` when a message is configured
 */
export function POST(request: NextRequest): NextResponse {
  const response = new NextResponse(null, { status: 204 });
  const version = maintenanceVersion(env.maintenanceMessage);
  if (version !== null) {
    response.cookies.set(MAINTENANCE_COOKIE, version, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
      maxAge: MAINTENANCE_COOKIE_MAX_AGE_S,
    });
  }
  return response;
}
