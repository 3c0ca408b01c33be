import { Grid, Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '@lexa/router';
import type { SessionUser } from '@lexa/common';
import { PlainTitle, ScreenLoading, SideMenuDrawer } from '@lexa/common/ui';
import { useUnreadMessageCount } from '../../messages/hooks/use-unread-message-count';
import { sectionsFor, type SectionKey } from '../dashboard-sections';
import { SectionContent } from './SectionContent';
import { SectionMenu } from './SectionMenu';
import { WorkspaceHeader } from './WorkspaceHeader';

// The staff area (and the staff API with it) is downloaded for admins only.
const StaffArea = lazy(() => import('./StaffArea').then((module) => ({ default: module.StaffArea })));

const SIDER_WIDTH = 272;

export interface ClientWorkspaceProps {
  user: SessionUser;
  onLogout: () => void;
}

/**
 * The signed-in dashboard: side menu (a drawer under 768 px), header and the chosen section. Sections are
 * chosen in state, so the URL stays /client/dashboard.
 */
export function ClientWorkspace({ user, onLogout }: ClientWorkspaceProps) {
  const { token } = theme.useToken();
  // `md` is antd's 768 px breakpoint; it is undefined until measured, which counts as a wide screen.
  const isNarrow = Grid.useBreakpoint().md === false;
  const sections = sectionsFor(user);
  const [activeKey, setActiveKey] = useState<SectionKey>(sections[0].key);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const unreadMessages = useUnreadMessageCount();
  const active = sections.find((section) => section.key === activeKey) ?? sections[0];
  // ?request={id}&highlight=true (a notification click, too) shows that request in My Requests.
  const [params] = useSearchParams();
  const linkedRequest = params.get('highlight') === 'true' ? params.get('request') : null;
  useEffect(() => {
    if (linkedRequest && !user.isAdmin) setActiveKey('my-requests');
  }, [linkedRequest, user.isAdmin]);

  const menu = (
    <SectionMenu
      sections={sections}
      activeSection={active.key}
      unreadMessages={unreadMessages}
      onSelect={(key) => {
        setActiveKey(key);
        setDrawerOpen(false);
      }}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="client-dashboard">
      {isNarrow ? (
        <SideMenuDrawer title="Lexa" open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDER_WIDTH}>
          {menu}
        </SideMenuDrawer>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <PlainTitle level={4} style={{ margin: 0, padding: 16 }}>
            Lexa
          </PlainTitle>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <WorkspaceHeader
          firstName={user.firstName}
          onOpenMenu={isNarrow ? () => setDrawerOpen(true) : undefined}
          onLogout={onLogout}
        />
        <Layout.Content style={{ padding: isNarrow ? 16 : 24 }}>
          <PlainTitle level={3} style={{ marginTop: 0 }} data-testid="section-title">
            {active.label}
          </PlainTitle>
          {user.isAdmin ? (
            <Suspense fallback={<ScreenLoading area="section" />}>
              <StaffArea>
                <SectionContent section={active.key} user={user} />
              </StaffArea>
            </Suspense>
          ) : (
            <SectionContent section={active.key} user={user} />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
