import { z } from 'zod';

/** Response schema of a 204 answer (no body). */
export const noContent = z.undefined().describe('No content');
