import { env } from '../env';

import { headerFlags } from './feature-flags';

import type { ShellConfig } from './shell-config';

/**
 * The shell configuration of this deployment, for `RootDocument` (server only): header flags
 * from `FEATURE_FLAGS` and the help centre per language.
 *
 * @returns the serialisable configuration
 */
export function serverShellConfig(): ShellConfig {
  return { flags: headerFlags(), supportUrl: env.helpCentreUrl };
}
