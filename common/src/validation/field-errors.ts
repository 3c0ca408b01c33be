import type { z } from '../contracts/zod';

/** Each field's first message from a form's schema, keyed by field: what a form shows under its inputs. */
export function fieldErrors<T extends Record<string, unknown>>(
  schema: z.ZodMiniType<unknown, T>,
  values: T,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const { path, message } of result.error.issues) {
    const field = path[0] as keyof T;
    errors[field] ??= message;
  }
  return errors;
}
