import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { photoSrc } from '../../../shared/utils/http-url';
import type { PublicAttorneyProfile } from '../api/public-profile';

export interface AttorneyProfileHeaderProps {
  profile: PublicAttorneyProfile;
  /** The badge's words: each profile page names it its own way. */
  verifiedLabel: string;
  /** The lines under the name. */
  children: ReactNode;
  /** Beside the name block on a wide screen, below it on a phone. */
  extra?: ReactNode;
}

/** The top of a public attorney profile: photo, name with the verified badge, and the page's own lines. */
export function AttorneyProfileHeader({ profile, verifiedLabel, children, extra }: AttorneyProfileHeaderProps) {
  return (
    <Flex gap="large" align="center" wrap>
      <Avatar
        size={112}
        src={photoSrc(profile.profilePhotoUrl)}
        icon={<UserOutlined />}
        alt={profile.displayName}
        data-testid="attorney-photo"
      />
      <Flex vertical gap="small" style={{ flex: 1, minWidth: 220 }}>
        <Flex gap="small" align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {profile.displayName}
          </Typography.Title>
          {profile.isVerified && (
            <Tag color="green" icon={<SafetyCertificateOutlined />} data-testid="attorney-verified">
              {verifiedLabel}
            </Tag>
          )}
        </Flex>
        {children}
      </Flex>
      {extra}
    </Flex>
  );
}
