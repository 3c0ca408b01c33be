import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex } from 'antd';
import { HeaderBar, PlainText } from '@lexa/common/ui';
import { useNavigate } from '@lexa/router';
import { NotificationBell } from '../../notifications/components/NotificationBell';

export interface WorkspaceHeaderProps {
  firstName: string;
  /** Set on narrow screens, where the menu lives in a drawer this opens. */
  onOpenMenu?: () => void;
  onLogout: () => void;
}

export function WorkspaceHeader({ firstName, onOpenMenu, onLogout }: WorkspaceHeaderProps) {
  const navigate = useNavigate();
  const compact = onOpenMenu !== undefined;
  return (
    <HeaderBar
      start={
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {compact && <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={onOpenMenu} />}
          <PlainText strong ellipsis data-testid="dashboard-greeting">
            Welcome, {firstName}
          </PlainText>
        </Flex>
      }
      end={
        <Flex gap={8} align="center">
          <NotificationBell />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            aria-label="Post New Request"
            onClick={() => navigate('/client/request')}
          >
            {compact ? null : 'Post New Request'}
          </Button>
          <Button icon={<LogoutOutlined />} aria-label="Logout" onClick={onLogout}>
            {compact ? null : 'Logout'}
          </Button>
        </Flex>
      }
    />
  );
}
