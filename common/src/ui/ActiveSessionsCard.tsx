import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import type { HttpClient } from '../http/http-client';
import { activeSessionListSchema, formatDateTime, serverErrorText } from '@lexa/common';
import { TAP_TARGET } from './tap-target';
import { useToasts } from './toasts';

export interface ActiveSessionsCardProps {
  /** The signed-in role's API client (clientApi, attorneyApi, adminApi): it carries that role's token. */
  api: HttpClient;
  /** Which role's account: tells its list apart in the shared query cache. */
  account: 'client' | 'attorney' | 'admin';
}

/** The query of one role's session list; a password change invalidates it (the other sessions ended). */
export const activeSessionsKey = (account: ActiveSessionsCardProps['account']) =>
  ['auth', 'sessions', account] as const;

/**
 * Profile → Active sessions: every device signed in to this account, with its browser, address, sign-in and last
 * activity, an End button for each of the others and one that ends them all (ending this device's own session is the
 * Log out button).
 */
export function ActiveSessionsCard({ api, account }: ActiveSessionsCardProps) {
  const { message } = useToasts();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: activeSessionsKey(account),
    queryFn: async () => activeSessionListSchema.parse((await api.get('/api/auth/sessions')).data).sessions,
  });
  const end = useMutation({
    mutationFn: (id: string) => api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => void message.success('Session ended'),
    onError: (error) => void message.error(serverErrorText(error, 'The session could not be ended')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsKey(account) }),
  });
  const endOthers = useMutation({
    mutationFn: () => api.delete('/api/auth/sessions'),
    onSuccess: () => void message.success('Other sessions ended'),
    onError: (error) => void message.error(serverErrorText(error, 'The sessions could not be ended')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsKey(account) }),
  });
  const hasOthers = sessions.data?.some((session) => !session.current) ?? false;

  return (
    <Card title="Active sessions" data-testid="active-sessions">
      {sessions.isError ? (
        <Typography.Text type="danger">Your sessions could not be loaded.</Typography.Text>
      ) : sessions.isPending ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Flex vertical gap={12} role="list">
            {sessions.data.map((session) => (
              <Flex
                key={session.id}
                role="listitem"
                justify="space-between"
                align="start"
                gap={8}
                data-testid="active-session"
              >
                <div>
                  <Typography.Text strong>
                    {session.browser} · {session.device}
                  </Typography.Text>
                  {session.current && (
                    <Tag color="green" style={{ marginLeft: 8 }}>
                      This device
                    </Tag>
                  )}
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    <span style={{ display: 'block' }}>Address: {session.ipAddress || 'unknown'}</span>
                    <span style={{ display: 'block' }}>Signed in: {formatDateTime(session.signedInAt)}</span>
                    <span style={{ display: 'block' }}>Last seen: {formatDateTime(session.lastSeenAt)}</span>
                  </Typography.Paragraph>
                </div>
                {!session.current && (
                  <Button
                    danger
                    style={TAP_TARGET}
                    loading={end.isPending && end.variables === session.id}
                    onClick={() => end.mutate(session.id)}
                    aria-label={`End session: ${session.browser}, ${session.ipAddress}`}
                  >
                    End
                  </Button>
                )}
              </Flex>
            ))}
          </Flex>
          {hasOthers && (
            <Button
              danger
              style={{ ...TAP_TARGET, alignSelf: 'flex-start' }}
              loading={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              End all other sessions
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
