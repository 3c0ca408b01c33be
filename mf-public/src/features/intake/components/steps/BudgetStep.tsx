import { Alert, Form, Radio } from 'antd';
import { BUDGETS } from '@lexa/common';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

/** Step 5: a budget range, used to route the request. */
export function BudgetStep({ form, update }: StepProps) {
  return (
    <>
      <StepHeading title="Budget">What budget range do you have in mind?</StepHeading>
      <Form.Item label="Budget range" required>
        <Radio.Group
          vertical
          aria-label="Budget range"
          options={[...BUDGETS]}
          value={form.budget}
          onChange={(event) => update({ budget: event.target.value })}
        />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        title="Your budget range helps us route your request to the right legal professional. Final pricing is discussed with you before any work begins."
      />
    </>
  );
}
