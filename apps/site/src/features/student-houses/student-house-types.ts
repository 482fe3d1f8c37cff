import type { paths } from '@rooms/api-client';

/** A student house as `GET /studenthouse/my-student-houses` answers it. */
export type StudentHouse =
  paths['/studenthouse/details']['get']['responses'][200]['content']['application/json'];

/** `t` of the `studentHouses` namespace (and `errors`), as the client parts call it. */
export type HousesTranslate = (key: string, options?: Record<string, unknown>) => string;
