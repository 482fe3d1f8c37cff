import type { map as en } from '../en/map';
import type { Messages } from '../messages';

/** Dutch texts of the `map` namespace; same keys as the English file. */
export const map: Messages<typeof en> = {
  placeholder: 'map',
};
