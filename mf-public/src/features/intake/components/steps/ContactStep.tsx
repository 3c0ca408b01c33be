import { Descriptions, Form, Input, Typography } from 'antd';
import { TIMELINES } from '@lexa/common';
import { jurisdictionText } from '../../utils/wizard-form';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

/** Step 6, visitors only: how to reach them, and a summary of the request before it is sent. */
export function ContactStep({ form, update }: StepProps) {
  const timeline = TIMELINES.find((option) => option.value === form.timeline)?.label ?? '';
  const summary = [
    ['Title', form.title],
    ['Category', form.category],
    ['Jurisdiction', jurisdictionText(form)],
    ['Timeline', timeline],
    ['Budget', form.budget],
    ['Name', form.submitName.trim()],
    ['Email', form.submitEmail.trim()],
  ];
  return (
    <>
      <StepHeading title="Your Contact Details">
        We&apos;ll use this email to create your account and send you updates about your request.
      </StepHeading>
      <Form.Item label="Preferred name" htmlFor="intake-name" required>
        <Input
          id="intake-name"
          aria-required
          autoComplete="name"
          maxLength={200}
          value={form.submitName}
          onChange={(event) => update({ submitName: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Email" htmlFor="intake-email" required>
        <Input
          id="intake-email"
          aria-required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
          value={form.submitEmail}
          onChange={(event) => update({ submitEmail: event.target.value })}
        />
      </Form.Item>
      <Typography.Title level={5}>Summary</Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        data-testid="intake-summary"
        items={summary.map(([label, value]) => ({ key: label, label, children: value }))}
      />
    </>
  );
}
