import { STORY_VIEWPORTS } from '../.storybook/viewports';

/** A browser viewport, CSS px. */
export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

type ViewportName = keyof typeof STORY_VIEWPORTS;

function sizeOf(name: ViewportName): ViewportSize {
  const { styles } = STORY_VIEWPORTS[name];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/** Stories without a `viewport` global: the `lg` desktop (1360 px, as the site's e2e tests). */
export const DEFAULT_STORY_VIEWPORT: ViewportSize = sizeOf('lg');

/**
 * The viewport a story asks for through its `viewport` global (`{ value: 'phone' }`), as Storybook
 * sizes its preview frame, so a test renders the story at the same width.
 *
 * @param globals the composed story's globals
 * @returns width and height in CSS px; {@link DEFAULT_STORY_VIEWPORT} without (or with an unknown)
 *   viewport
 */
export function storyViewport(globals: Record<string, unknown>): ViewportSize {
  const viewport = globals.viewport as { value?: unknown } | undefined;
  const value = viewport?.value;
  if (typeof value !== 'string' || !Object.hasOwn(STORY_VIEWPORTS, value))
    return DEFAULT_STORY_VIEWPORT;
  return sizeOf(value as ViewportName);
}
