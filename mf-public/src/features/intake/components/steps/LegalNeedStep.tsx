import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { Flex, Form, Input, Typography, theme } from 'antd';
import { BENEFITS, INITIAL_INPUT_MAX_LENGTH } from '../../constants/intake-rules';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

/** Step 1: the visitor's own words, which the analysis turns into step 2's fields. */
export function LegalNeedStep({ form, update }: StepProps) {
  const { token } = theme.useToken();
  return (
    <>
      <StepHeading title="What legal help do you need?">
        Most of our services are free: you only pay when you want us to take action.
      </StepHeading>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
        {BENEFITS.map((benefit) => (
          <Flex key={benefit} component="li" gap={8} align="center">
            <CheckCircleOutlined style={{ color: token.colorSuccess }} />
            <Typography.Text>{benefit}</Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Form.Item label="Describe your legal need" htmlFor="intake-initial-input">
        <Input.TextArea
          id="intake-initial-input"
          rows={5}
          maxLength={INITIAL_INPUT_MAX_LENGTH}
          // The step is this one question: the cursor waits in its field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          placeholder="For example: I am opening a bakery with a partner and we need an agreement that sets out who owns what."
          value={form.initialInput}
          onChange={(event) => update({ initialInput: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
