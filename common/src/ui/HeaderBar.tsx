import { Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';

export interface HeaderBarProps {
  /** What stands at the left: a title, a greeting, a menu toggle. */
  start: ReactNode;
  /** What stands at the right: the bell, actions, Logout. */
  end: ReactNode;
}

/** A signed-in workspace's top bar (client, admin, attorney): one look for all three. */
export function HeaderBar({ start, end }: HeaderBarProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
      }}
    >
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        {start}
        {end}
      </Flex>
    </Layout.Header>
  );
}
