import type { shell as en } from '../en/shell';
import type { Messages } from '../messages';

/** Dutch texts of the `shell` namespace; same keys as the English file. */
export const shell: Messages<typeof en> = {
  placeholder: 'shell',
};
