import type { search as en } from '../en/search';
import type { Messages } from '../messages';

/** Dutch texts of the `search` namespace; same keys as the English file. */
export const search: Messages<typeof en> = {
  placeholder: 'search',
};
