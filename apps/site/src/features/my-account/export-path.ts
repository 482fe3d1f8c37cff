import { BROWSER_BASE_URL } from '@rooms/api-client';

/**
 * Where the browser downloads the data export (`GET /customer/export` through the site's
 * same-origin API path, so the session cookie goes with it; the API answers it as an attachment).
 */
export const EXPORT_PATH = `${BROWSER_BASE_URL}/customer/export`;
