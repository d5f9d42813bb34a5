import { z } from 'zod/mini';

/**
 * A list's total alone, for a navigation entry's count that asks for a page of one: read with this schema, not
 * the list's own, so that the panel's frame does not load every answer's schema of that area.
 */
export const totalCountSchema = z.object({ totalCount: z.number().check(z.int(), z.gte(0)) });
