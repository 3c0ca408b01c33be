import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Layout, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NotificationBell } from '../../notifications/components/NotificationBell';

export interface WorkspaceHeaderProps {
  firstName: string;
  /** Set on narrow screens, where the menu lives in a drawer this opens. */
  onOpenMenu?: () => void;
  onLogout: () => void;
}

export function WorkspaceHeader({ firstName, onOpenMenu, onLogout }: WorkspaceHeaderProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const compact = onOpenMenu !== undefined;
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
      }}
    >
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {compact && <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={onOpenMenu} />}
          <Typography.Text strong ellipsis data-testid="dashboard-greeting">
            Welcome, {firstName}
          </Typography.Text>
        </Flex>
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
      </Flex>
    </Layout.Header>
  );
}
