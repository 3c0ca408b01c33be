import { Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS } from '../constants';

export interface ChatTooltipProps {
  title: ReactNode;
  children: ReactElement;
}

/** The widget's tooltips all open after the spec's delay. */
export function ChatTooltip({ title, children }: ChatTooltipProps) {
  return (
    <Tooltip title={title} mouseEnterDelay={TOOLTIP_DELAY_MS / 1000}>
      {children}
    </Tooltip>
  );
}
