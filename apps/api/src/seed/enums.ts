/** Energy labels as the listings table stores them (§3: A to G plus Unknown), in the seed's pick order. */
export const ENERGY_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Unknown'] as const;
