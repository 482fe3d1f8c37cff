import { SvgIcon } from './svg-icon';

import type { ControlIconName } from './icon-paths';
import type { SvgIconProps } from './svg-icon';

export type { ControlIconName } from './icon-paths';

/** Props of {@link ControlIcon}. */
export type ControlIconProps = Omit<SvgIconProps, 'path' | 'symbol'> & {
  /** Which icon to draw (a key of `CONTROL_ICON_PATHS` of `@rooms/ui/icon-paths`). */
  name: ControlIconName;
};

/**
 * A decorative icon of a client control (closing a message, a warning, the language switch), by
 * name, drawn from the cached icon sprite (see `SvgIcon`): a page's JavaScript carries no path.
 */
export function ControlIcon({ name, ...props }: ControlIconProps) {
  return <SvgIcon symbol={name} {...props} />;
}

export default ControlIcon;
