/** Layout and image constants of §2 and §9, in px unless stated. */

/** Base (MUI default) breakpoints seen on the site, §9: 0, 600, 900, 1200, 1536 px. */
export const BASE_BREAKPOINTS_PX = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Site theme breakpoints, §9: sm 600, md 1024, lg 1360, xl 1680 px. */
export const SITE_BREAKPOINTS_PX = { xs: 0, sm: 600, md: 1024, lg: 1360, xl: 1680 } as const;

/** Container max width, §9: 1200 px, from a viewport of {@link CONTAINER_MAX_WIDTH_FROM_PX}. */
export const CONTAINER_MAX_WIDTH_PX = 1200;

/** Viewport width from which the container is capped, §9: 1360 px. */
export const CONTAINER_MAX_WIDTH_FROM_PX = 1360;

/** Tooltip delay, §9: 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/** User photo in the desktop header, §2/§9: 30×30 px. */
export const HEADER_PHOTO_SIZE_PX = 30;

/** User photo in the mobile drawer, §2/§9: 40×40 px. */
export const DRAWER_PHOTO_SIZE_PX = 40;

/** Profile image resize, §2/§9: 150×150 px. */
export const PROFILE_PHOTO_SIZE_PX = 150;

/** Fallback image shown when an image fails, §2: no-user-image, 341×241 webp. */
export const FALLBACK_IMAGE = {
  key: 'no-user-image',
  width: 341,
  height: 241,
  format: 'webp',
} as const;

/** Image library device widths, §9. */
export const IMAGE_DEVICE_WIDTHS_PX = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Image library image sizes, §9. */
export const IMAGE_SIZES_PX = [16, 32, 48, 64, 96, 128, 256, 384] as const;

/** Image library quality, §9: 75 (percent). */
export const IMAGE_QUALITY = 75;
