import type { FormRule } from 'antd';
import type { z } from '../contracts/zod';

export interface ContractRuleOptions {
  /**
   * Check empty values too (the schema's own "required" message). Otherwise an empty field passes, and the form's
   * own required rule, whose words the spec may fix per form, speaks for it.
   */
  required?: boolean;
}

/** An antd Form rule applying a contract's field schema: the API's own rule, refused with the API's own message. */
export function contractRule(schema: z.ZodMiniType, { required = false }: ContractRuleOptions = {}): FormRule {
  return {
    required,
    validator: async (_rule, value: unknown) => {
      if (!required && (value === undefined || value === '')) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
