import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Flex, Layout, Spin } from 'antd';
import { useSession } from '@lexa/common';
import { HeaderBar, PlainText, TAP_TARGET, StatusPanel } from '@lexa/common/ui';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useAttorneyDashboard } from '../hooks/use-attorney-dashboard';
import { useDashboardLiveUpdates } from '../hooks/use-dashboard-live-updates';
import { DashboardContent } from './DashboardContent';

/** The signed-in attorney's portal: header, stat cards and the three tabs. */
export function AttorneyDashboard() {
  const dashboard = useAttorneyDashboard();
  useDashboardLiveUpdates(dashboard.data);
  // Try Again shows the spinner again while it loads, not the old error.
  const loading = dashboard.isPending || (dashboard.isError && dashboard.isFetching);
  const logOut = useSession((session) => session.attorney.logOut);

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="attorney-dashboard">
      {/* Ending the session is enough: the dashboard page then redirects to the login page. */}
      <HeaderBar
        start={
          <PlainText strong style={{ fontSize: 16 }} data-testid="attorney-name">
            {dashboard.data ? `${dashboard.data.user.firstName} ${dashboard.data.user.lastName}` : 'Attorney Portal'}
          </PlainText>
        }
        end={
          <Flex gap="small">
            {/* The profile page also holds the account: password and signed-in devices. */}
            <ButtonLink to="/attorney/profile/edit" icon={<UserOutlined />} style={TAP_TARGET}>
              Account
            </ButtonLink>
            <Button
              icon={<LogoutOutlined />}
              style={TAP_TARGET}
              onClick={() => void logOut()}
              data-testid="attorney-logout"
            >
              Logout
            </Button>
          </Flex>
        }
      />
      <Layout.Content style={{ padding: 24, maxWidth: 1100, width: '100%', margin: '0 auto' }}>
        {loading && (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin size="large" />
          </Flex>
        )}
        {dashboard.isError && !loading && (
          <StatusPanel
            status="error"
            title="Error loading dashboard"
            subTitle="We couldn't load your assignments and profile."
            data-testid="attorney-dashboard-error"
            extra={
              <Button type="primary" onClick={() => void dashboard.refetch()}>
                Try Again
              </Button>
            }
          />
        )}
        {dashboard.data && <DashboardContent dashboard={dashboard.data} />}
      </Layout.Content>
    </Layout>
  );
}
