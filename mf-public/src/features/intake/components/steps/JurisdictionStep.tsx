import { Checkbox, Form, Input } from 'antd';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

/** Step 3: where the matter is, unless it is not tied to any one place. */
export function JurisdictionStep({ form, update }: StepProps) {
  return (
    <>
      <StepHeading title="Jurisdiction">Which country, state or region does your matter concern?</StepHeading>
      <Form.Item label="Jurisdiction" htmlFor="intake-jurisdiction">
        <Input
          id="intake-jurisdiction"
          placeholder="e.g. California, United States"
          maxLength={200}
          disabled={form.jurisdictionNotApplicable}
          value={form.jurisdiction}
          onChange={(event) => update({ jurisdiction: event.target.value })}
        />
      </Form.Item>
      <Checkbox
        checked={form.jurisdictionNotApplicable}
        onChange={(event) =>
          update(
            event.target.checked
              ? { jurisdictionNotApplicable: true, jurisdiction: '' }
              : { jurisdictionNotApplicable: false },
          )
        }
      >
        Not tied to a specific jurisdiction
      </Checkbox>
    </>
  );
}
