import { Button, Empty, Flex, Typography } from 'antd';
import { useNavigate } from '@lexa/router';

/** My Requests before the first request: the way to post one. */
export function NoRequests() {
  const navigate = useNavigate();
  return (
    <Empty
      data-testid="requests-empty"
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>No requests yet</Typography.Text>
          <Typography.Text type="secondary">
            Post your first legal request and our team will get back to you.
          </Typography.Text>
        </Flex>
      }
    >
      <Button type="primary" onClick={() => navigate('/client/request')}>
        Post New Request
      </Button>
    </Empty>
  );
}
