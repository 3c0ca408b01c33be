import { Flex } from 'antd';
import { ActiveSessionsCard } from './ActiveSessionsCard';
import { ChangePasswordCard, type ChangePasswordCardProps } from './ChangePasswordCard';

/**
 * `api` and `onNewToken` come from the caller's `@lexa/common` (the shared session store): this entry bundles its own
 * copy of the store, which no one signs in.
 */
export type AccountSecurityProps = ChangePasswordCardProps;

/** Every role's Profile ends the same way: the password change, then the signed-in devices. */
export function AccountSecurity({ api, account, onNewToken }: AccountSecurityProps) {
  return (
    <Flex vertical gap={16}>
      <ChangePasswordCard api={api} account={account} onNewToken={onNewToken} />
      <ActiveSessionsCard api={api} account={account} />
    </Flex>
  );
}
