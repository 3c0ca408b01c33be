import { Flex, Spin, Typography, theme } from 'antd';

/** Full-screen while step 1's text is analysed. */
export function AnalyzingOverlay() {
  const { token } = theme.useToken();
  return (
    <Flex
      role="status"
      aria-live="polite"
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(255, 255, 255, 0.94)' }}
    >
      <Spin size="large" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        We are analyzing your request...
      </Typography.Title>
      <div aria-hidden="true" style={{ color: token.colorPrimary }}>
        <span className="lexa-intake-dot" />
        <span className="lexa-intake-dot" />
        <span className="lexa-intake-dot" />
      </div>
    </Flex>
  );
}
