import { Drawer } from 'antd';
import { adminApi, useSession } from '@lexa/common';
import { AccountSecurity } from '@lexa/common/ui';

export interface AdminProfileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** A phone's screen: the drawer takes all of it. */
  isNarrow: boolean;
}

/** Header → Profile: the admin's own password and signed-in devices, as the client's Profile section has them. */
export function AdminProfileDrawer({ open, onClose, isNarrow }: AdminProfileDrawerProps) {
  return (
    <Drawer title="Admin Profile" open={open} onClose={onClose} size={isNarrow ? '100%' : 520} destroyOnHidden>
      <AccountSecurity
        api={adminApi}
        account="admin"
        onNewToken={(token) => useSession.getState().admin.signIn(token)}
      />
    </Drawer>
  );
}
