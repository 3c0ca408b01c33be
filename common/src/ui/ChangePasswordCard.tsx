import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import type { HttpClient } from '../http/http-client';
import { passwordChangeBody, passwordChangedSchema, type PasswordChange, fields, serverErrorText } from '@lexa/common';
import { activeSessionsKey, type ActiveSessionsCardProps } from './ActiveSessionsCard';
import { contractRule } from './contract-rule';
import { TAP_TARGET } from './tap-target';
import { useToasts } from './toasts';

export interface ChangePasswordCardProps {
  /** The signed-in role's API client (clientApi, attorneyApi, adminApi): it carries that role's token. */
  api: HttpClient;
  account: ActiveSessionsCardProps['account'];
  /** Stores the fresh token the change answers: this device goes on with it (every other one was signed out). */
  onNewToken: (token: string) => void;
}

/** Profile → Change password: asks for the current password, as every role's profile does. */
export function ChangePasswordCard({ api, account, onNewToken }: ChangePasswordCardProps) {
  const { message } = useToasts();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordChange>();
  const change = useMutation({
    mutationFn: async (body: PasswordChange) =>
      passwordChangedSchema.parse((await api.post('/api/auth/change-password', body)).data),
    onSuccess: ({ token }) => {
      onNewToken(token);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: activeSessionsKey(account) });
      void message.success('Your password has been changed.');
    },
    onError: (error) => {
      console.error('Changing the password failed', error);
      void message.error(serverErrorText(error, 'Failed to change password'));
    },
  });

  return (
    <Card title="Change password">
      <Form form={form} layout="vertical" onFinish={(values) => change.mutate(values)}>
        <Form.Item
          name="currentPassword"
          label="Current password"
          rules={[contractRule(passwordChangeBody.shape.currentPassword, { required: true })]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="New password"
          rules={[{ required: true, message: 'Please enter a new password' }, contractRule(fields.newPassword)]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button htmlType="submit" loading={change.isPending} style={TAP_TARGET}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
