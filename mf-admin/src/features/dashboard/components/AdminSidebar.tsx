import { Flex, Menu, theme } from 'antd';
import { ADMIN_TABS, type AdminTabKey } from '../admin-tabs';
import { BundleVersions } from './BundleVersions';

const MENU_ITEMS = ADMIN_TABS.map(({ key, title, icon }) => ({ key, label: title, icon }));

export interface AdminSidebarProps {
  activeTab: AdminTabKey;
  onSelect: (key: AdminTabKey) => void;
}

export function AdminSidebar({ activeTab, onSelect }: AdminSidebarProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical justify="space-between" style={{ height: '100%' }}>
      <Menu
        mode="inline"
        items={MENU_ITEMS}
        selectedKeys={[activeTab]}
        onClick={({ key }) => onSelect(key as AdminTabKey)}
        style={{ borderInlineEnd: 'none' }}
        data-testid="admin-tabs"
      />
      <div style={{ padding: 16, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <BundleVersions />
      </div>
    </Flex>
  );
}
