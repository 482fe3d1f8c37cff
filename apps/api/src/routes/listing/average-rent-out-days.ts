import { ErrorCode, RoomsError } from '@rooms/domain';

import { averageRentOutDays } from '../../search/average-rent-out.js';

import { averageRentOutDaysSchema } from './average-rent-out-days.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /listing/averagerentoutdays?cityName=` (§7): `{ cityName, averageDays, sampleSize, basis }`
 * (see `search/average-rent-out.ts` for the definition). 200; 404 `http_404` for an unknown
 * city; 400 `invalid_request` for a missing or over-long name.
 */
export const averageRentOutDaysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/averagerentoutdays', { schema: averageRentOutDaysSchema }, async (request) => {
    const result = await averageRentOutDays(app.database.db, request.query.cityName);
    if (result === null)
      throw new RoomsError({ code: ErrorCode.Http404, message: 'City not found' });
    return result;
  });
};
