import { Drawer } from 'antd';
import type { SideMenuDrawerProps } from './SideMenuDrawer';

/** antd's Drawer from the left, in a module of its own so a wide screen never downloads it. */
export function SideMenuDrawerPanel({ title, open, onClose, width, children }: SideMenuDrawerProps) {
  return (
    <Drawer placement="left" title={title} size={width} open={open} onClose={onClose} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
