import { STORY_VIEWPORTS } from '../.storybook/viewports';

/** A browser viewport, CSS px. */
export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** Stories without a `viewport` global: the desktop width the site's e2e tests use. */
export const DEFAULT_STORY_VIEWPORT: ViewportSize = { width: 1360, height: 900 };

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
  const { styles } = STORY_VIEWPORTS[value as keyof typeof STORY_VIEWPORTS];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}
