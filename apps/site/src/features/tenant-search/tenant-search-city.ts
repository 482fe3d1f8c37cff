/** Query parameter of a typed city (the city form without a chosen suggestion). */
export const CITY_QUERY_PARAM = 'location';
