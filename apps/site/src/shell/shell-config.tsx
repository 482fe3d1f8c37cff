'use client';

import { createContext, useContext } from 'react';

import type { Locale } from '@rooms/i18n';
import type { HeaderFlags } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/**
 * Server configuration the shell needs in client components too (the error pages render the
 * header in the browser): the feature flags of the header and the help-centre URL per language.
 * Serialisable; handed over once by the root layout.
 */
export interface ShellConfig {
  readonly flags: HeaderFlags;
  readonly supportUrl: Readonly<Record<Locale, string | undefined>>;
}

/** Every flag off and no help centre: what client shells see outside a {@link ShellConfigProvider}. */
export const DEFAULT_SHELL_CONFIG: ShellConfig = {
  flags: {},
  supportUrl: { nl: undefined, en: undefined },
};

const ShellConfigContext = createContext<ShellConfig>(DEFAULT_SHELL_CONFIG);

/** Props of {@link ShellConfigProvider}. */
export interface ShellConfigProviderProps {
  readonly value: ShellConfig;
  readonly children?: ReactNode;
}

/** Hands the shell configuration read on the server to client components. */
export function ShellConfigProvider({ value, children }: ShellConfigProviderProps) {
  return <ShellConfigContext.Provider value={value}>{children}</ShellConfigContext.Provider>;
}

/**
 * The shell configuration of the page.
 *
 * @returns the nearest provider's value, or {@link DEFAULT_SHELL_CONFIG}
 */
export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}
