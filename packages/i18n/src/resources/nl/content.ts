import type { content as en } from '../en/content';
import type { Messages } from '../messages';

/** Dutch texts of the `content` namespace; same keys as the English file. */
export const content: Messages<typeof en> = {
  placeholder: 'content',
};
