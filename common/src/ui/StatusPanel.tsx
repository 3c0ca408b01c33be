import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LockOutlined from '@ant-design/icons/LockOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

export type PanelStatus = 'success' | 'error' | 'warning' | 'info' | '403' | '404';

export interface StatusPanelProps {
  status: PanelStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The way on: a button or a few. */
  extra?: ReactNode;
  'data-testid'?: string;
}

const ICONS: Record<
  PanelStatus,
  {
    Icon: typeof LockOutlined;
    color: 'colorSuccess' | 'colorError' | 'colorWarning' | 'colorInfo' | 'colorTextTertiary';
  }
> = {
  success: { Icon: CheckCircleFilled, color: 'colorSuccess' },
  error: { Icon: CloseCircleFilled, color: 'colorError' },
  warning: { Icon: WarningFilled, color: 'colorWarning' },
  info: { Icon: InfoCircleFilled, color: 'colorInfo' },
  '403': { Icon: LockOutlined, color: 'colorTextTertiary' },
  '404': { Icon: FileSearchOutlined, color: 'colorTextTertiary' },
};

/**
 * A failure or empty state with an icon, a title and the way on; antd's Result without its three illustrations,
 * which weigh about 9 KB on the wire of every page that might fail.
 */
export function StatusPanel({ status, title, subTitle, extra, 'data-testid': testId }: StatusPanelProps) {
  const { token } = theme.useToken();
  const { Icon, color } = ICONS[status];
  return (
    <Flex
      vertical
      align="center"
      gap={token.margin}
      style={{ padding: token.paddingXL, textAlign: 'center' }}
      data-testid={testId}
    >
      <Icon aria-hidden style={{ fontSize: 64, color: token[color] }} />
      <div
        role="heading"
        aria-level={2}
        style={{
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </div>
      {subTitle && <div style={{ color: token.colorTextSecondary }}>{subTitle}</div>}
      {extra && (
        <Flex gap="small" justify="center" wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
