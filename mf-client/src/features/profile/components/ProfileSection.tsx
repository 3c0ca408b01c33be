import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import {
  clientApi,
  fields,
  passwordChangeBody,
  serverErrorText,
  useSession,
  type PasswordChange,
  type SessionUser,
} from '@lexa/common';
import { ActiveSessionsCard, activeSessionsKey, contractRule } from '@lexa/common/ui';
import { changePassword, updateProfile, type ProfileChanges } from '../api/profile-api';

export interface ProfileSectionProps {
  user: SessionUser;
}

/**
 * The signed-in user's name and e-mail (editable), a password change that asks for the current password (and signs
 * every other device out), and the list of active sessions.
 */
export function ProfileSection({ user }: ProfileSectionProps) {
  const { message } = App.useApp();
  const [profileForm] = Form.useForm<ProfileChanges>();
  const [passwordForm] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);
  const [changing, setChanging] = useState(false);
  const queryClient = useQueryClient();

  const save = async (changes: ProfileChanges) => {
    setSaving(true);
    try {
      const updated = await updateProfile(changes);
      // The session store is the shared source of the signed-in user (greeting, menus).
      useSession.setState({ user: updated });
      void message.success('Profile updated');
    } catch (error) {
      console.error('Updating the profile failed', error);
      void message.error(serverErrorText(error, 'Failed to update profile'));
    } finally {
      setSaving(false);
    }
  };

  const submitPassword = async ({ currentPassword, newPassword }: PasswordChange) => {
    setChanging(true);
    try {
      const { token } = await changePassword(currentPassword, newPassword);
      // This device goes on with the fresh token; the others were signed out.
      useSession.getState().signIn({ token, user: useSession.getState().user ?? user });
      void queryClient.invalidateQueries({ queryKey: activeSessionsKey('client') });
      passwordForm.resetFields();
      void message.success('Your password has been changed.');
    } catch (error) {
      console.error('Changing the password failed', error);
      void message.error(serverErrorText(error, 'Failed to change password'));
    } finally {
      setChanging(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="profile-section">
      <Card title="Profile">
        <Form
          form={profileForm}
          layout="vertical"
          initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item name="firstName" label="First name" rules={[contractRule(fields.name, { required: true })]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={[contractRule(fields.lastName)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            name="email"
            label="Email"
            rules={[{ required: true, message: 'Please enter your email' }, contractRule(fields.email)]}
          >
            <Input autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save changes
          </Button>
        </Form>
      </Card>
      <Card title="Change password">
        <Form form={passwordForm} layout="vertical" onFinish={(values) => void submitPassword(values)}>
          <Form.Item
            name="currentPassword"
            label="Current password"
            rules={[contractRule(passwordChangeBody.shape.currentPassword, { required: true })]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="New password"
            rules={[{ required: true, message: 'Please enter a new password' }, contractRule(fields.newPassword)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button htmlType="submit" loading={changing}>
            Change password
          </Button>
        </Form>
      </Card>
      <ActiveSessionsCard api={clientApi} account="client" />
    </Flex>
  );
}
