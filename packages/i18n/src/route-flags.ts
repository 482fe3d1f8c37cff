import { matchRoute } from './match-route';
import { isRouteKey, ROUTES } from './route-table';

import type { RouteKey } from './route-table';

function routeOf(routeOrPath: string): RouteKey | null {
  if (isRouteKey(routeOrPath)) return routeOrPath;
  return matchRoute(routeOrPath)?.route ?? null;
}

/**
 * Whether a route needs a logged-in user (§2, §6 "Private routes need login").
 *
 * @param routeOrPath a route key (`'myAccount'`) or a path in either language (`/en/my-account`)
 * @returns the route's private flag; `false` for a path that matches no route; never throws
 */
export function isPrivateRoute(routeOrPath: RouteKey | (string & {})): boolean {
  const route = routeOf(routeOrPath);
  return route === null ? false : ROUTES[route].private;
}

/**
 * Whether a route is a landlord page; the user-page role (Landlord or Tenant) derives from it
 * (§2, §6).
 *
 * @param routeOrPath a route key (`'myAdverts'`) or a path in either language
 *   (`/mijn-advertenties`)
 * @returns the route's landlord flag; `false` for a path that matches no route; never throws
 */
export function isLandlordRoute(routeOrPath: RouteKey | (string & {})): boolean {
  const route = routeOf(routeOrPath);
  return route === null ? false : ROUTES[route].landlord;
}

/**
 * Whether a route is a staff page of the moderation back office (issue 28). Such a page is not
 * `private` (anonymous visitors get its 404, not the sign-in page) yet it is no public page
 * either: no cache, no sitemap, no public JavaScript budget.
 *
 * @param routeOrPath a route key (`'moderation'`) or a path in either language (`/moderatie`)
 * @returns true for the back office's routes; `false` for a path that matches no route
 */
export function isStaffRoute(routeOrPath: RouteKey | (string & {})): boolean {
  const route = routeOf(routeOrPath);
  return route !== null && 'staff' in ROUTES[route];
}
