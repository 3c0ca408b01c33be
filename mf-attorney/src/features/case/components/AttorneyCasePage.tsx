import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button, Layout, Typography } from 'antd';
import { Navigate, useParams } from '@lexa/router';
import { STORAGE_KEYS, attorneyApi, useSession } from '@lexa/common';
import { StaffApiProvider, type StaffApi } from '@lexa/common/staff';
import { HeaderBar } from '@lexa/common/ui';
import { CaseView } from './CaseView';

/** The shared staff case screens, through the attorney's door with the attorney's token. */
const ATTORNEY_STAFF_API: StaffApi = {
  http: attorneyApi,
  tokenKey: STORAGE_KEYS.attorneyToken,
  basePath: '/api/attorney',
};

/** /attorney/requests/{id}: the dashboard's View Details and Work on Case. Without a token, sign in first. */
export function AttorneyCasePage() {
  const { id = '' } = useParams();
  const isSignedIn = useSession((state) => state.attorney.isSignedIn);
  const signOut = useSession((state) => state.attorney.signOut);
  const logOut = useSession((state) => state.attorney.logOut);
  if (!isSignedIn) return <Navigate to="/attorney/login" replace />;
  return (
    <StaffApiProvider api={{ ...ATTORNEY_STAFF_API, onAuthFailure: signOut }}>
      <Layout style={{ minHeight: '100vh' }}>
        <HeaderBar
          start={
            <Typography.Text strong style={{ fontSize: 16 }}>
              Attorney Portal
            </Typography.Text>
          }
          end={
            <Button icon={<LogoutOutlined />} onClick={() => void logOut()}>
              Logout
            </Button>
          }
        />
        <Layout.Content style={{ padding: 16, maxWidth: 1000, width: '100%', margin: '0 auto' }}>
          <CaseView key={id} requestId={id} />
        </Layout.Content>
      </Layout>
    </StaffApiProvider>
  );
}
