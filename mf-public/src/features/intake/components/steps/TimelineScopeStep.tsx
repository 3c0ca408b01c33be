import { Form, Radio } from 'antd';
import { SCOPES, TIMELINES } from '@lexa/common';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

/** Step 4: how soon, and whether this is one request or an ongoing relationship. */
export function TimelineScopeStep({ form, update }: StepProps) {
  return (
    <>
      <StepHeading title="Timeline and Scope" />
      <Form.Item label="When do you need help?" required>
        <Radio.Group
          vertical
          aria-label="Timeline"
          options={TIMELINES.map(({ value, label }) => ({ value, label }))}
          value={form.timeline}
          onChange={(event) => update({ timeline: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="What kind of help is this?" required>
        <Radio.Group
          vertical
          aria-label="Scope"
          options={SCOPES.map(({ value, label }) => ({ value, label }))}
          value={form.scope}
          onChange={(event) => update({ scope: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
