import { Descriptions, Form, Input, Typography } from 'antd';
import { fields, TIMELINES } from '@lexa/common';
import { useState } from 'react';
import { jurisdictionText } from '../../utils/wizard-form';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

/** The contract's message for an e-mail the API would refuse ("@", "a@"); nothing for an empty field. */
function emailProblem(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const checked = fields.email.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** Step 6, visitors only: how to reach them, and a summary of the request before it is sent. */
export function ContactStep({ form, update }: StepProps) {
  // Judged once the visitor leaves the field, then on every change, so a half-typed address is not called wrong.
  const [emailLeft, setEmailLeft] = useState(false);
  const problem = emailLeft ? emailProblem(form.submitEmail) : undefined;
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
      <Form.Item
        label="Email"
        htmlFor="intake-email"
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem}
      >
        <Input
          id="intake-email"
          aria-required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
          value={form.submitEmail}
          aria-invalid={Boolean(problem)}
          onChange={(event) => update({ submitEmail: event.target.value })}
          onBlur={() => setEmailLeft(true)}
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
