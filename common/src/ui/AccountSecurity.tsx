import { Flex } from 'antd';
import type { AxiosInstance } from 'axios';
import { adminApi, attorneyApi, clientApi } from '../http/api-client';
import { useSession } from '../session/session-store';
import { ActiveSessionsCard, type ActiveSessionsCardProps } from './ActiveSessionsCard';
import { ChangePasswordCard } from './ChangePasswordCard';

type Account = ActiveSessionsCardProps['account'];

/** Each role's API client and where its fresh token goes after a password change (this device stays signed in). */
const ACCOUNTS: Record<Account, { api: AxiosInstance; keepToken: (token: string) => void }> = {
  client: {
    api: clientApi,
    keepToken: (token) => {
      const { user, signIn } = useSession.getState();
      if (user) signIn({ token, user });
    },
  },
  admin: { api: adminApi, keepToken: (token) => useSession.getState().admin.signIn(token) },
  attorney: { api: attorneyApi, keepToken: (token) => useSession.getState().attorney.signIn(token) },
};

export interface AccountSecurityProps {
  account: Account;
}

/** Every role's Profile ends the same way: the password change, then the signed-in devices. */
export function AccountSecurity({ account }: AccountSecurityProps) {
  const { api, keepToken } = ACCOUNTS[account];
  return (
    <Flex vertical gap={16}>
      <ChangePasswordCard api={api} account={account} onNewToken={keepToken} />
      <ActiveSessionsCard api={api} account={account} />
    </Flex>
  );
}
