import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The landing page until the search, service buttons and assistant widget arrive. */
export function LandingPage() {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" justify="center" gap={40} style={{ minHeight: '100vh', padding: 24, textAlign: 'center' }}>
      <div data-testid="landing-title" style={{ opacity: 0.45 }}>
        <Typography.Title style={{ margin: 0 }}>Meet Lexa</Typography.Title>
        <Typography.Title level={3} style={{ margin: 0, fontWeight: 400 }}>
          Your AI Legal Assistant
        </Typography.Title>
      </div>
      <Flex gap={12} wrap justify="center">
        <Button type="primary" size="large" onClick={() => navigate('/client/request')}>
          Post a Request
        </Button>
        <Button size="large" onClick={() => navigate('/client/login')}>
          Sign in
        </Button>
        <Button size="large" onClick={() => navigate('/client/create-account')}>
          Create account
        </Button>
      </Flex>
    </Flex>
  );
}
