import { Card, Descriptions } from 'antd';
import type { SessionUser } from '@lexa/common';

export interface ProfileSectionProps {
  user: SessionUser;
}

/** The signed-in user's name and e-mail, read-only. */
export function ProfileSection({ user }: ProfileSectionProps) {
  return (
    <Card data-testid="profile-section">
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}`.trim() },
          { key: 'email', label: 'Email', children: user.email },
        ]}
      />
    </Card>
  );
}
