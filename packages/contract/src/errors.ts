import { z } from 'zod';

/** Every error answer of both APIs: a human sentence, plus the fields at fault on a 422. */
export const fieldError = z.object({ field: z.string(), message: z.string() });
export const errorBody = z.object({
  detail: z.string(),
  errors: z.array(fieldError).optional(),
  /** On the inventory refresh's 429: minutes until an account may be refreshed again. */
  next_update_in: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type FieldError = z.infer<typeof fieldError>;
