import { Badge, Flex, Menu } from 'antd';
import type { DashboardSection, SectionKey } from '../dashboard-sections';

export interface SectionMenuProps {
  sections: readonly DashboardSection[];
  activeSection: SectionKey;
  unreadMessages: number;
  onSelect: (key: SectionKey) => void;
}

export function SectionMenu({ sections, activeSection, unreadMessages, onSelect }: SectionMenuProps) {
  const items = sections.map(({ key, label, icon: Icon }) => ({
    key,
    icon: <Icon />,
    label:
      key === 'messages' ? (
        <Flex justify="space-between" align="center">
          {label}
          <Badge count={unreadMessages} overflowCount={99} size="small" />
        </Flex>
      ) : (
        label
      ),
  }));
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[activeSection]}
      onClick={({ key }) => onSelect(key as SectionKey)}
      style={{ borderInlineEnd: 'none' }}
      data-testid="dashboard-menu"
    />
  );
}
