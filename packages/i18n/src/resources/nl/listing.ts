import type { listing as en } from '../en/listing';
import type { Messages } from '../messages';

/** Dutch texts of the `listing` namespace; same keys as the English file. */
export const listing: Messages<typeof en> = {
  placeholder: 'listing',
};
