import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface StepHeadingProps {
  title: string;
  children?: ReactNode;
}

export function StepHeading({ title, children }: StepHeadingProps) {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children && <Typography.Paragraph type="secondary">{children}</Typography.Paragraph>}
    </>
  );
}
