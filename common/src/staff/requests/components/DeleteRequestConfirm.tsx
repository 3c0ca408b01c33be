import { Popconfirm } from 'antd';
import type { ReactNode } from 'react';

export interface DeleteRequestConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
  /** The delete button it opens from. */
  children: ReactNode;
}

/**
 * Asks before a request is deleted. A module of its own: a row loads it (antd's Popconfirm and Popover) when a delete
 * is first asked for.
 */
export default function DeleteRequestConfirm({ open, onOpenChange, onConfirm, children }: DeleteRequestConfirmProps) {
  return (
    <Popconfirm
      title="Delete this request? This action cannot be undone."
      okText="Delete"
      okButtonProps={{ danger: true }}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
