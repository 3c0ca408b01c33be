import { Button, Result } from 'antd';
import { useNavigate } from '@lexa/router';

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Result
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
