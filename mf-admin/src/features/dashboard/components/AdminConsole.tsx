import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Flex, Grid, Layout, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { STORAGE_KEYS, adminApi, useSession } from '@lexa/common';
import { StaffApiProvider, StaffLiveUpdates, type StaffApi } from '@lexa/common/staff';
import { HeaderBar, PlainText, PlainTitle, ScreenLoading, SideMenuDrawer, TAP_TARGET } from '@lexa/common/ui';
import type { AdminTabKey } from '../admin-tabs';
import { useActiveTab } from '../hooks/use-active-tab';
import { TAB_SCREENS } from '../tab-screens';
import { AdminSidebar } from './AdminSidebar';

const SIDEBAR_WIDTH = 240;

// The profile (password, devices) downloads when first opened: most visits to the console never open it.
const AdminProfileDrawer = lazy(() =>
  import('../../profile/components/AdminProfileDrawer').then((module) => ({ default: module.AdminProfileDrawer })),
);
// Likewise the narrow screen's menu drawer, until the menu is first opened.

/** The staff screens call the API with the admin token; a rejected token shows the sign-in-again page. */
const ADMIN_STAFF_API: StaffApi = {
  http: adminApi,
  tokenKey: STORAGE_KEYS.adminToken,
  onAuthFailure: () => useSession.getState().admin.reportAuthFailure(),
};

/** The admin console layout: sidebar (a drawer under 768 px), header, and the active tab's content. */
export function AdminConsole() {
  return (
    <StaffApiProvider api={ADMIN_STAFF_API}>
      {/* Live updates for the whole console, whatever tab is open. */}
      <StaffLiveUpdates />
      <AdminConsoleLayout />
    </StaffApiProvider>
  );
}

function AdminConsoleLayout() {
  const { token } = theme.useToken();
  // `md` is antd's 768 px breakpoint; it is undefined until measured, which counts as a wide screen.
  const isNarrow = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The profile drawer is mounted when first opened and kept, so it can animate out when closed.
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileWanted, setProfileWanted] = useState(false);
  const [activeTab, selectTab] = useActiveTab();
  const TabScreen = TAB_SCREENS[activeTab.key];
  const logOut = useSession((state) => state.admin.logOut);

  const selectAndClose = (key: AdminTabKey) => {
    selectTab(key);
    setDrawerOpen(false);
  };
  const sidebar = <AdminSidebar activeTab={activeTab.key} onSelect={selectAndClose} />;

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="admin-dashboard">
      {isNarrow ? (
        <SideMenuDrawer title="Admin" open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDEBAR_WIDTH}>
          {sidebar}
        </SideMenuDrawer>
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          theme="light"
          // Sticky, so the tabs and the version footer stay in view while a long list scrolls.
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {sidebar}
        </Layout.Sider>
      )}
      <Layout>
        {/* Signing out drops the flag; the dashboard guard then redirects to the login page. */}
        <HeaderBar
          start={
            <Flex align="center" gap="small">
              {isNarrow && (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label="Open menu"
                  onClick={() => setDrawerOpen(true)}
                  data-testid="admin-menu-toggle"
                />
              )}
              <strong style={{ fontSize: 16, fontWeight: token.fontWeightStrong }}>Admin</strong>
            </Flex>
          }
          end={
            <Flex gap="small">
              <Button
                icon={<UserOutlined />}
                style={TAP_TARGET}
                onClick={() => {
                  setProfileWanted(true);
                  setProfileOpen(true);
                }}
                data-testid="admin-profile-open"
              >
                Profile
              </Button>
              <Button
                icon={<LogoutOutlined />}
                style={TAP_TARGET}
                onClick={() => void logOut()}
                data-testid="admin-logout"
              >
                Logout
              </Button>
            </Flex>
          }
        />
        {profileWanted && (
          <Suspense fallback={null}>
            <AdminProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} isNarrow={isNarrow} />
          </Suspense>
        )}
        <Layout.Content style={{ padding: isNarrow ? 16 : 24 }}>
          <div style={{ marginBottom: 16 }} data-testid="admin-tab-header">
            <PlainTitle level={3} style={{ margin: 0 }}>
              {activeTab.title}
            </PlainTitle>
            <PlainText type="secondary">{activeTab.subtitle}</PlainText>
          </div>
          <Suspense fallback={<ScreenLoading area="section" />}>
            <TabScreen />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
