import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { MAP_MARKER_CAP } from '../../search/listing-queries.js';

import { listingSearchRequest } from './listing-search-request.schema.js';

/** A compact map marker. */
export const mapMarker = z.object({
  id: z.number().int(),
  lat: z.number().describe('Latitude, degrees'),
  lng: z.number().describe('Longitude, degrees'),
  rentCents: z.number().int().describe('Monthly rent, euro cents'),
  listingType: z.number().int().describe('ListingType (§3)'),
});

/** Answer of `POST /listing/findmapdata`. */
export const mapDataResponse = z.object({
  markers: z.array(mapMarker).describe(`Newest first, at most ${MAP_MARKER_CAP}`),
  truncated: z.boolean().describe('True when more listings matched than `cap`: zoom in to see all'),
  cap: z.number().int().describe('The most markers one answer holds'),
  box: z
    .object({ latLo: z.number(), lngLo: z.number(), latHi: z.number(), lngHi: z.number() })
    .describe('The box searched, degrees (the default region of §9 when the request had none)'),
});

/** Schema of `POST /listing/findmapdata`. */
export const findMapDataSchema = {
  operationId: 'findMapData',
  tags: ['listing'],
  summary: 'Map markers of the listings inside a bounding box',
  description:
    'Markers of visible listings inside lat_lo/lng_lo/lat_hi/lng_hi (default: the §9 region box) matching every filter of the request; ' +
    `the box replaces the city, street and radius. At most ${MAP_MARKER_CAP} markers, newest first; \`truncated\` tells when there were more.`,
  body: listingSearchRequest,
  response: { 200: mapDataResponse, ...errorResponses() },
};
