import { Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';

export interface ChatTooltipProps {
  title: ReactNode;
  children: ReactElement;
}

/** When the last of the widget's tooltips closed; moving from one control to the next skips the delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The widget's tooltips open after the spec's 700 ms delay, or at once when another tooltip closed less than 300 ms
 * ago (the skip delay), so running the pointer along the controls does not wait at each one.
 */
export function ChatTooltip({ title, children }: ChatTooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onOpenChange = (next: boolean) => {
    clearTimeout(timer.current);
    if (next) {
      const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
      timer.current = setTimeout(() => setOpen(true), delay);
      return;
    }
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <Tooltip title={title} open={open} onOpenChange={onOpenChange} mouseEnterDelay={0}>
      {children}
    </Tooltip>
  );
}
