import { createRoomsClient } from '@rooms/api-client';
import { NextResponse } from 'next/server';

import { env } from '../../../../../env';
import { locationSuggestions } from '../../../../../features/search/location-suggestions';

import type { NextRequest } from 'next/server';

/**
 * §7 `GET /next/api/common/location-suggestions?query=`: cities and streets for the location
 * box, from the API's `/search/locations` (see `locationSuggestions`). Public, no session.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const api = createRoomsClient({ baseUrl: env.API_ORIGIN });
  const answer = await locationSuggestions(api, request.nextUrl.searchParams.get('query'));
  return NextResponse.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': answer.cacheControl },
  });
}
