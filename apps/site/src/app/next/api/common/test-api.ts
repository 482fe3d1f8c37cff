import { createRoomsClient } from '@rooms/api-client';

import type { RoomsClient } from '@rooms/api-client';

/** A stand-in API for the route tests: answers with `respond`, records the URLs asked for. */
export interface FakeApi {
  readonly client: RoomsClient;
  readonly calls: URL[];
  respond: (url: URL) => Response | Promise<Response>;
}

/**
 * A Rooms API client whose fetch is `fake.respond` (test helper of `/next/api/common/*`).
 *
 * @returns the fake; set `respond` per test, read `calls` to count API calls
 */
export function fakeApi(): FakeApi {
  const fake: FakeApi = {
    calls: [],
    respond: () => Response.json({}),
    client: createRoomsClient({
      baseUrl: 'http://api.test',
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        fake.calls.push(url);
        return fake.respond(url);
      },
    }),
  };
  return fake;
}

/** The §8 error answer of the API with its status. */
export function apiError(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}
