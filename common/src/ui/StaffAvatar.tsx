import { Avatar } from 'antd';
import { STAFF_AVATAR_PATH, getApiOrigin } from '@lexa/common';

export interface StaffAvatarProps {
  /** The name shown beside the avatar; its initial stands in while no avatar was uploaded. */
  name: string;
  size?: number;
}

/**
 * The staff avatar the admin uploads in Settings, beside staff messages to clients. While none was uploaded the image
 * answers 404 and antd shows the initial instead. The image is public (an <img> sends no token).
 */
export function StaffAvatar({ name, size = 24 }: StaffAvatarProps) {
  return (
    <Avatar size={size} src={`${getApiOrigin()}${STAFF_AVATAR_PATH}`} alt="" data-testid="staff-avatar">
      {name.trim().charAt(0).toUpperCase() || 'S'}
    </Avatar>
  );
}
