import { DEFAULT_PAGE_NO } from '@rooms/domain';
import { z } from 'zod';

import {
  FAVORITES_PAGE_SIZE,
  MAX_FAVORITES_PAGE_SIZE,
  MAX_PAGE_NO,
} from '../favorite/favorite-listings.js';
import { MAX_ID } from '../favorite/toggle-favorite.js';

import { tenantCard } from './tenant-card.schema.js';

/** Body of `POST /tenant/toggle-favorite`. */
export const toggleFavoriteTenantBody = z.strictObject({
  tenantID: z.number().int().min(1).max(MAX_ID).describe('User id of the tenant'),
});

/** Answer of `POST /tenant/toggle-favorite`: the tenant and whether it is now a favourite. */
export const toggleFavoriteTenantResponse = z.object({
  tenantID: z.number().int(),
  isFavorite: z.boolean(),
});

/** Query of `GET /tenant/my-favorite-tenants`. */
export const myFavoriteTenantsQuery = z.object({
  pageNo: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_NO)
    .default(DEFAULT_PAGE_NO)
    .describe('Page number, from 1'),
  rowsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_FAVORITES_PAGE_SIZE)
    .default(FAVORITES_PAGE_SIZE)
    .describe(`Tenants per page, 1 to ${MAX_FAVORITES_PAGE_SIZE}`),
});

/** Answer of `GET /tenant/my-favorite-tenants`: one page, newest favourite first, and the total. */
export const myFavoriteTenantsResponse = z.object({
  tenants: z.array(tenantCard),
  totalCount: z.number().int().describe('Favourite tenants still shown, over all pages'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});

/** Answer of `GET /tenant/favorite-ids`. */
export const favoriteTenantIdsResponse = z.object({
  tenantIDs: z
    .array(z.number().int())
    .describe("Ids of the signed-in user's favourite tenants whose profiles are shown, ascending"),
});
