import { z } from 'zod';

/** Every error answer of both APIs: a human sentence, plus the fields at fault on a 422. */
export const fieldError = z.object({ field: z.string(), message: z.string() });
/**
 * The inventory refresh's 429 (trading-dashboard.md: "detail carries next_update_in"): the minutes
 * until an account may be refreshed again, with the sentence the SPA shows beside it.
 */
export const refreshLaterDetail = z.object({ next_update_in: z.number(), message: z.string() });
export const errorBody = z.object({
  detail: z.union([z.string(), refreshLaterDetail]),
  errors: z.array(fieldError).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type FieldError = z.infer<typeof fieldError>;
