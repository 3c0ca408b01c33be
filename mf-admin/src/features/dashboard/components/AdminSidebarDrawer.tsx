import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export interface AdminSidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The sidebar under 768 px. A module of its own: the console loads it only when the menu is first opened. */
export function AdminSidebarDrawer({ open, onClose, width, children }: AdminSidebarDrawerProps) {
  return (
    <Drawer placement="left" title="Admin" size={width} open={open} onClose={onClose} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
