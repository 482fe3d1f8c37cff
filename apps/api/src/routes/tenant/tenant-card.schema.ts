import { z } from 'zod';

/**
 * One tenant as the tenant search and the favourite tenants show it (issue 26 cards): first name
 * only, never a surname, date of birth or contact detail.
 */
export const tenantCard = z.object({
  tenantID: z.number().int().describe('User id of the tenant (for the public profile page)'),
  firstName: z.string(),
  photoKey: z
    .string()
    .nullable()
    .describe('Image key of the profile photo, served at /image/{key}; null without photo'),
  ageBand: z.number().int().describe('TenantAgeBand of @rooms/domain (1 = 16-20 … 6 = 45+)'),
  occupation: z
    .number()
    .int()
    .describe('TenantOccupation flags: Student 1, WorkingStudent 2, Working 4, LookingForJob 8'),
  maxRentCents: z.number().int().describe('Budget: the most the tenant pays, euro cents per month'),
  moveInDate: z.iso.date().describe("Desired move-in date, 'YYYY-MM-DD'"),
  cities: z.array(z.string()).describe('Names of the cities sought'),
  lastActiveOn: z.iso
    .date()
    .nullable()
    .describe("Day of the last sign-in or session use (UTC), 'YYYY-MM-DD'; null when never"),
  isFavorite: z
    .boolean()
    .nullable()
    .describe("Whether the tenant is one of the caller's favourites; null for anonymous calls"),
});

/** A tenant card (see {@link tenantCard}). */
export type TenantCard = z.infer<typeof tenantCard>;
