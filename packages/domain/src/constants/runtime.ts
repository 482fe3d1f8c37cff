/** Runtime constants of §7 and §9. */

/** Browser base path of the API, §7: /services/api. */
export const API_BASE_PATH = '/services/api';

/** HTTP request timeout, §9: 10 000 ms. */
export const HTTP_TIMEOUT_MS = 10_000;

/** Default log level, §9: info. */
export const DEFAULT_LOG_LEVEL = 'info';
