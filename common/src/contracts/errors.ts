import { z } from './zod';

/** The one error shape every API failure answers with. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
