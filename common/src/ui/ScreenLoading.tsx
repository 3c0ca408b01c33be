import { Flex, Spin } from 'antd';

export interface ScreenLoadingProps {
  /** The area it stands in for: a whole screen (default) or one tab or section of it. */
  area?: 'screen' | 'section';
}

/** Shown while a lazy screen, tab or section downloads its code; busy, so journeys and the bench wait it out. */
export function ScreenLoading({ area = 'screen' }: ScreenLoadingProps) {
  return (
    <Flex
      align="center"
      justify="center"
      role="status"
      aria-label="Loading"
      aria-busy="true"
      style={{ minHeight: area === 'screen' ? '100vh' : 240 }}
    >
      <Spin size="large" />
    </Flex>
  );
}
