import { Button } from 'antd';
import { useNavigate } from '@lexa/router';
import { StatusPanel } from '@lexa/common/ui';

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <StatusPanel
      data-testid="access-denied"
      status="403"
      title="Access Denied"
      subTitle="Please sign in to view your dashboard."
      extra={[
        <Button key="request" type="primary" onClick={() => navigate('/client/request')}>
          Submit a Legal Request
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          Go to Home
        </Button>,
      ]}
    />
  );
}
