import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Card, Flex, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ADMIN_EMAIL_PLACEHOLDER, AVATAR_REFUSAL, fields, getApiOrigin } from '@lexa/common';
import { PHONE_INPUT_FONT, TAP_TARGET, useToasts } from '@lexa/common/ui';
import { useSettings } from '../hooks/use-settings';

/** The admin Settings tab: the staff avatar and the admin e-mail that receives chat notices. */
export function SettingsTab() {
  const { notification } = useToasts();
  const { settings, adminEmail, avatar } = useSettings();
  const stored = settings.data?.settings.find((setting) => setting.settingKey === 'admin_email')?.settingValue;
  // The field shows the stored value once loaded, and the admin's edit after that.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? stored ?? '';
  const valid = fields.email.safeParse(value).success;
  const avatarUrl = settings.data?.avatarUrl;

  return (
    <Flex vertical gap="middle" data-testid="admin-settings-tab" style={{ maxWidth: 640 }}>
      <Card title="Avatar">
        <Flex align="center" gap="middle" wrap>
          <Avatar size={64} src={avatarUrl ? `${getApiOrigin()}${avatarUrl}` : undefined} icon={<UserOutlined />} />
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!file.type.startsWith('image/'))
                notification.error({ title: AVATAR_REFUSAL.title, description: AVATAR_REFUSAL.description });
              else avatar.mutate(file);
              // The upload goes through the staff API client (its token), never antd's own request.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={avatar.isPending} style={TAP_TARGET}>
              Upload avatar
            </Button>
          </Upload>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          Shown beside staff messages to clients. Image files only.
        </Typography.Paragraph>
      </Card>
      <Card title="Admin email">
        <Flex vertical gap="small">
          <Input
            aria-label="Admin email"
            type="email"
            placeholder={ADMIN_EMAIL_PLACEHOLDER}
            value={value}
            disabled={!settings.data}
            onChange={(event) => setDraft(event.target.value)}
            style={PHONE_INPUT_FONT}
          />
          <Typography.Text type="secondary">This address receives notifications for:</Typography.Text>
          <ul style={{ margin: 0 }}>
            <li>New chat sessions started</li>
            <li>Chat transcripts on session end</li>
          </ul>
          <Button
            type="primary"
            disabled={!valid || value === stored}
            loading={adminEmail.isPending}
            onClick={() => adminEmail.mutate(value, { onSuccess: () => setDraft(null) })}
            style={{ ...TAP_TARGET, alignSelf: 'flex-start' }}
          >
            Update Email
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
