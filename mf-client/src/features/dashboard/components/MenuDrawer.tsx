import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The side menu under 768 px: a drawer from the left, downloaded when the menu is first opened. */
export function MenuDrawer({ open, onClose, width, children }: MenuDrawerProps) {
  return (
    <Drawer placement="left" title="Lexa" size={width} open={open} onClose={onClose} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
