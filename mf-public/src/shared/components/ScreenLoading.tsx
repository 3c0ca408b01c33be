import { Flex, Spin } from 'antd';

/** Shown while a lazily loaded screen downloads. */
export function ScreenLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
