import { ControlIcon } from '@rooms/ui/control-icon';
import { CONTROL_ICON_PATHS } from '@rooms/ui/icon-paths';
import { ICON_SPRITE_HREF } from '@rooms/ui/icon-sprite';
import { SvgIcon } from '@rooms/ui/svg-icon';
import { expect, within } from 'storybook/test';

import type { ControlIconName } from '@rooms/ui/icon-paths';
import type { Meta, StoryObj } from '@storybook/react-vite';

const NAMES = Object.keys(CONTROL_ICON_PATHS) as ControlIconName[];

/** A plain square, drawn by `SvgIcon` from its path data alone. */
const SQUARE_PATH = 'M3 3h18v18H3z';

function ControlIconStory() {
  return (
    <div style={{ padding: 24, display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {NAMES.map((name) => (
        <figure
          key={name}
          data-testid={`icon-${name}`}
          style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <ControlIcon name={name} style={{ color: 'var(--mui-palette-primary-main)' }} />
          <ControlIcon name={name} size="small" />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
      <figure data-testid="svg-icon" style={{ margin: 0, display: 'flex', gap: 8 }}>
        <SvgIcon path={SQUARE_PATH} size={16} />
        <figcaption>SvgIcon</figcaption>
      </figure>
    </div>
  );
}

/**
 * The icons client components draw (close, warning, language), in two sizes, from the site's
 * icon sprite (`/icons/rooms-icons.svg`, served from the site's public folder here too), and
 * `SvgIcon`, which also draws any 24×24 path inline. Decorative: names are code, not translated texts.
 */
const meta = {
  title: 'Components/ControlIcon',
  component: ControlIconStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of NAMES) {
      const uses = canvas.getByTestId(`icon-${name}`).querySelectorAll('svg[aria-hidden] use');
      await expect(uses).toHaveLength(2);
      await expect(uses[0]?.getAttribute('href')).toBe(`${ICON_SPRITE_HREF}#${name}`);
    }
    const square = canvas.getByTestId('svg-icon').querySelector('svg');
    await expect(square?.style.fontSize).toBe('16px');
  },
} satisfies Meta<typeof ControlIconStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every control icon (Dutch story language). */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** Every control icon (English story language). */
export const English: Story = { globals: { locale: 'en' } };
