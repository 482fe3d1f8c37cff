import type { account as en } from '../en/account';
import type { Messages } from '../messages';

/** Dutch texts of the `account` namespace; same keys as the English file. */
export const account: Messages<typeof en> = {
  placeholder: 'account',
};
