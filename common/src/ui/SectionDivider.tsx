import { Divider } from 'antd';
import type { ReactNode } from 'react';

export interface SectionDividerProps {
  children: ReactNode;
}

/** A quiet titled rule between the parts of a request screen (Attorneys, Files, Conversation, Activity). */
export function SectionDivider({ children }: SectionDividerProps) {
  return (
    <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
      {children}
    </Divider>
  );
}
