'use client';

import { lazyComponent } from '../../client/lazy-component';

/**
 * {@link import('./auto-reply-form').AutoReplyForm} in a chunk of its own, rendered on the server
 * as usual: imported statically, its switch and form code joined chunks shared with every page
 * (about 2 kB gzip each, measured with `size`).
 */
export const LazyAutoReplyForm = lazyComponent(() =>
  import('./auto-reply-form').then((module) => module.AutoReplyForm),
);
