/**
 * Rent and size option bands, §3 "price bands (100 up to 6000 in steps, then 20000) and surface
 * bands". The spec gives no step sizes or ids: the steps are ours, and each band's value is its
 * amount (euro per month, or m²), which is also its id in URLs and server requests.
 */

/**
 * Maximum-rent options in euro per month (ours): steps of 100 up to 1500, of 250 up to 3000,
 * of 500 up to 6000, then 20000.
 */
export const PriceBand = {
  Euro100: 100,
  Euro200: 200,
  Euro300: 300,
  Euro400: 400,
  Euro500: 500,
  Euro600: 600,
  Euro700: 700,
  Euro800: 800,
  Euro900: 900,
  Euro1000: 1000,
  Euro1100: 1100,
  Euro1200: 1200,
  Euro1300: 1300,
  Euro1400: 1400,
  Euro1500: 1500,
  Euro1750: 1750,
  Euro2000: 2000,
  Euro2250: 2250,
  Euro2500: 2500,
  Euro2750: 2750,
  Euro3000: 3000,
  Euro3500: 3500,
  Euro4000: 4000,
  Euro4500: 4500,
  Euro5000: 5000,
  Euro5500: 5500,
  Euro6000: 6000,
  Euro20000: 20000,
} as const;
/** One of the {@link PriceBand} values, euro per month. */
export type PriceBand = (typeof PriceBand)[keyof typeof PriceBand];

/** Minimum-surface options in m² (ours); M6 is the default, meaning no real minimum (§9). */
export const SurfaceBand = {
  M6: 6,
  M8: 8,
  M10: 10,
  M12: 12,
  M14: 14,
  M16: 16,
  M18: 18,
  M20: 20,
  M25: 25,
  M30: 30,
  M40: 40,
  M50: 50,
  M60: 60,
  M80: 80,
  M100: 100,
  M125: 125,
  M150: 150,
  M200: 200,
} as const;
/** One of the {@link SurfaceBand} values, m². */
export type SurfaceBand = (typeof SurfaceBand)[keyof typeof SurfaceBand];

/** Default minimum surface option, §9: M6 (6 m²). */
export const DEFAULT_MIN_SURFACE: SurfaceBand = SurfaceBand.M6;
