import { SvgIcon } from './svg-icon';

import type { ShellIconName } from './icon-paths';
import type { SvgIconProps } from './svg-icon';

export type { ShellIconName } from './icon-paths';

/** Props of {@link ShellIcon}. */
export type ShellIconProps = Omit<SvgIconProps, 'path' | 'symbol'> & {
  /** Which icon to draw (a key of `SHELL_ICON_PATHS` of `@rooms/ui/icon-paths`). */
  name: ShellIconName;
};

/**
 * A decorative shell icon by name, drawn from the cached icon sprite (see `SvgIcon`): names
 * rather than elements, so menu items stay plain data that the site builds on the server. A
 * server component; no JavaScript.
 */
export function ShellIcon({ name, ...props }: ShellIconProps) {
  return <SvgIcon symbol={name} {...props} />;
}

export default ShellIcon;
