import { Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { clientApi, fields, serverErrorText, useSession, type SessionUser } from '@lexa/common';
import { AccountSecurity, contractRule, useToasts } from '@lexa/common/ui';
import { updateProfile, type ProfileChanges } from '../api/profile-api';

export interface ProfileSectionProps {
  user: SessionUser;
}

/**
 * The signed-in user's name and e-mail (editable), a password change that asks for the current password (and signs
 * every other device out), and the list of active sessions.
 */
export function ProfileSection({ user }: ProfileSectionProps) {
  const { message } = useToasts();
  const [profileForm] = Form.useForm<ProfileChanges>();
  const [saving, setSaving] = useState(false);

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
      <AccountSecurity
        api={clientApi}
        account="client"
        onNewToken={(token) => useSession.getState().signIn({ token, user: useSession.getState().user ?? user })}
      />
    </Flex>
  );
}
