import { SvgIcon } from './svg-icon';

import type { SvgIconProps } from './svg-icon';

/**
 * The 24×24 Material Design icon paths (Apache-2.0) that client components draw: closing a
 * message, a warning, the language switch. Kept apart from the shell's menu icons
 * (`SHELL_ICON_PATHS`), which only the server draws, so a page's JavaScript carries these three
 * paths instead of all of them.
 */
export const CONTROL_ICON_PATHS = {
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  language:
    'M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z',
} as const;

/** Name of a control icon, a key of {@link CONTROL_ICON_PATHS}. */
export type ControlIconName = keyof typeof CONTROL_ICON_PATHS;

/** Props of {@link ControlIcon}. */
export interface ControlIconProps extends Omit<SvgIconProps, 'path'> {
  /** Which icon to draw. */
  name: ControlIconName;
}

/** A decorative icon of a client control, by name (see `SvgIcon`). */
export function ControlIcon({ name, ...props }: ControlIconProps) {
  return <SvgIcon path={CONTROL_ICON_PATHS[name]} {...props} />;
}

export default ControlIcon;
