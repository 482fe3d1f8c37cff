import { ErrorCode, RoomsError } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { runQuery } from '../../search/run-query.js';
import { toTenantCards } from '../../tenant-search/tenant-cards.js';
import {
  CARD_COLUMNS,
  SHOWN_PROFILE,
  type TenantCardRow,
} from '../../tenant-search/tenant-query.js';

import {
  favoriteTenantIdsResponse,
  myFavoriteTenantsQuery,
  myFavoriteTenantsResponse,
  toggleFavoriteTenantBody,
  toggleFavoriteTenantResponse,
} from './tenant-favorites.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The caller's favourites whose profiles are shown (aliases f, p, u). */
const FAVORITES_FROM = sql`favorite_tenants f
  join tenant_profiles p on p.user_id = f.tenant_id
  join users u on u.id = p.user_id`;

/**
 * The favourite-tenant routes (§7 "Favourites and tenants", §2 `/my-favorites/tenants`), all
 * private and acting on the caller's own favourites only (the user comes from the session):
 * - `POST /tenant/toggle-favorite` {tenantID}: adds the tenant when absent, removes it when
 *   present; only a shown profile (visible, searchable, account not deleted) can be added — 404
 *   otherwise; removing always works. 200 `{ tenantID, isFavorite }`.
 * - `GET /tenant/my-favorite-tenants?pageNo=&rowsPerPage=`: the favourites still shown, as cards,
 *   newest favourite first (ties by tenant id).
 * - `GET /tenant/favorite-ids`: the ids of those favourites (for the hearts of cached pages).
 * 401 anonymous; 400 bad input.
 */
export const tenantFavoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/toggle-favorite',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'toggleFavoriteTenant',
        tags: ['tenant'],
        summary: "Add a tenant to the signed-in user's favourites, or remove it",
        body: toggleFavoriteTenantBody,
        response: { 200: toggleFavoriteTenantResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { tenantID } = request.body;
      const removed = await runQuery(
        app.database,
        sql`delete from favorite_tenants where user_id = ${userId}::int and tenant_id = ${tenantID}::int
            returning tenant_id`,
      );
      if (removed.length > 0) return { tenantID, isFavorite: false };
      // Insert only when the profile is shown, in one statement (no gap for a hide or deletion).
      const added = await runQuery(
        app.database,
        sql`insert into favorite_tenants (user_id, tenant_id)
            select ${userId}::int, p.user_id
            from tenant_profiles p join users u on u.id = p.user_id
            where p.user_id = ${tenantID}::int and ${SHOWN_PROFILE}
            on conflict do nothing returning tenant_id`,
      );
      if (added.length > 0) return { tenantID, isFavorite: true };
      // A concurrent toggle may have added it meanwhile.
      const existing = await runQuery(
        app.database,
        sql`select 1 from favorite_tenants where user_id = ${userId}::int and tenant_id = ${tenantID}::int`,
      );
      if (existing.length > 0) return { tenantID, isFavorite: true };
      throw new RoomsError({ code: ErrorCode.Http404 });
    },
  );

  app.get(
    '/my-favorite-tenants',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getMyFavoriteTenants',
        tags: ['tenant'],
        summary: "The signed-in user's favourite tenants, as cards, paged",
        querystring: myFavoriteTenantsQuery,
        response: { 200: myFavoriteTenantsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { pageNo, rowsPerPage } = request.query;
      const where = sql`f.user_id = ${userId}::int and ${SHOWN_PROFILE}`;
      const [rows, [total]] = await Promise.all([
        runQuery<TenantCardRow>(
          app.database,
          sql`select ${CARD_COLUMNS} from ${FAVORITES_FROM} where ${where}
              order by f.created_at desc, f.tenant_id desc
              limit ${rowsPerPage}::int offset ${(pageNo - 1) * rowsPerPage}::int`,
        ),
        runQuery<{ count: number }>(
          app.database,
          sql`select count(*)::int as count from ${FAVORITES_FROM} where ${where}`,
        ),
      ]);
      const all = new Set(rows.map((row) => row.tenant_id));
      return {
        tenants: toTenantCards(rows, all),
        totalCount: total?.count ?? 0,
        pageNo,
        rowsPerPage,
      };
    },
  );

  app.get(
    '/favorite-ids',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getFavoriteTenantIds',
        tags: ['tenant'],
        summary: "Ids of the signed-in user's favourite tenants",
        response: { 200: favoriteTenantIdsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await runQuery<{ tenant_id: number }>(
        app.database,
        sql`select f.tenant_id from ${FAVORITES_FROM}
            where f.user_id = ${currentUser(request).id}::int and ${SHOWN_PROFILE}
            order by f.tenant_id`,
      );
      return { tenantIDs: rows.map((row) => row.tenant_id) };
    },
  );
};
