import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Collapse,
  Empty,
  Flex,
  List,
  Popconfirm,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import type {
  AdminChatSession,
  ChatTimeframe,
  FavoriteFilter,
  ReadFilter,
  TranscriptFilter,
} from '../../../contracts/admin-chat';
import { formatDateTime } from '@lexa/common';
import { useStaffRequests } from '../../requests/hooks/use-staff-requests';
import { CHAT_SESSIONS_PAGE_SIZE } from '../api/staff-chats-api';
import {
  useChatMarks,
  useChatMessages,
  useChatSessions,
  useUnfilteredChatSessions,
  useChatStats,
  useTranscriptDownloads,
} from '../hooks/use-staff-chats';

// The chart loads only when the Chats tab opens.
const ChatActivityChart = lazy(() => import('./ChatActivityChart'));

const TAP = { minHeight: 44, minWidth: 44 };

interface StatCard {
  key: string;
  title: string;
  value: number | string | undefined;
}

function StatCards({ cards, loading }: { cards: StatCard[]; loading: boolean }) {
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" data-testid={`chat-card-${card.key}`}>
            <Statistic title={card.title} value={card.value ?? '—'} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The legal request submissions, each deletable after an inline confirmation. */
function RequestSubmissions() {
  const { data, loading, deleteRequest } = useStaffRequests();
  return (
    <Card size="small" title="Legal request submissions" data-testid="chat-request-submissions">
      <List
        loading={loading && !data}
        dataSource={data?.requests ?? []}
        locale={{ emptyText: 'No legal requests found' }}
        renderItem={(request) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title="Delete this request? This action cannot be undone."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => deleteRequest(request.id)}
              >
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${request.title}`}
                  style={TAP}
                />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={request.title}
              description={`${request.contactName || request.contactEmail} · ${formatDateTime(request.createdAt)}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

export interface ChatSessionRowProps {
  session: AdminChatSession;
  selected: boolean;
  onSelect: (session: AdminChatSession) => void;
}

/** Status, star, read marker, start time, session id tail, message count, location and IP; the toggles persist. */
function ChatSessionRow({ session, selected, onSelect }: ChatSessionRowProps) {
  const { setRead, setFavorite } = useChatMarks();
  const unread = session.readStatus === 'unread';
  return (
    <List.Item
      data-testid={`chat-session-${session.sessionId}`}
      onClick={() => onSelect(session)}
      style={{ cursor: 'pointer', background: selected ? 'rgba(22,119,255,0.08)' : undefined, flexWrap: 'wrap' }}
      actions={[
        <Button
          key="favorite"
          type="text"
          style={TAP}
          aria-label={session.favorite ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={session.favorite}
          icon={session.favorite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            setFavorite(session, !session.favorite);
          }}
        />,
        <Button
          key="read"
          type="text"
          style={TAP}
          aria-label={unread ? 'Mark as read' : 'Mark as unread'}
          icon={unread ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            setRead(session, unread);
          }}
        />,
      ]}
    >
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <Tag color={session.status === 'active' ? 'green' : 'default'}>{session.status}</Tag>
          {unread ? <Badge status="processing" text="Unread" /> : <Badge status="default" text="Read" />}
          <Typography.Text strong>…{session.sessionId.slice(-8)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          {formatDateTime(session.startTime)} · {session.messageCount} messages
        </Typography.Text>
        <Typography.Text type="secondary">
          {session.flagEmoji} {session.city}, {session.country} · {session.ipAddress || 'IP unknown'}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

/** The selected chat's messages, the visitor's on the right. */
function MessageHistory({ session }: { session: AdminChatSession }) {
  const { messages, loading } = useChatMessages(session.sessionId);
  const { downloadOne } = useTranscriptDownloads();
  return (
    <Card
      size="small"
      title="Message History"
      data-testid="chat-message-history"
      extra={
        <Button
          icon={<DownloadOutlined />}
          style={TAP}
          onClick={() => downloadOne(session.sessionId, messages?.length ?? 0)}
        >
          Download
        </Button>
      }
    >
      {loading && !messages ? (
        <Skeleton active />
      ) : messages?.length ? (
        <Flex vertical gap={8} style={{ maxHeight: 480, overflow: 'auto' }}>
          {messages.map((message) => (
            <Flex key={message.id} justify={message.role === 'user' ? 'flex-end' : 'flex-start'}>
              <div
                data-testid={`chat-message-${message.role}`}
                style={{
                  maxWidth: '85%',
                  padding: '8px 12px',
                  borderRadius: 12,
                  background: message.role === 'user' ? '#1677ff' : '#f0f0f0',
                  color: message.role === 'user' ? '#fff' : undefined,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {message.content}
                <div style={{ fontSize: 12, opacity: 0.75 }}>{formatDateTime(message.timestamp)}</div>
              </div>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Empty description="No messages" />
      )}
    </Card>
  );
}

const TRANSCRIPT_OPTIONS: { filter: TranscriptFilter; label: string }[] = [
  { filter: '24hours', label: 'Past 24h' },
  { filter: '7days', label: 'Past 7 days' },
  { filter: '30days', label: 'Past 30 days' },
  { filter: 'all', label: 'All chats' },
  { filter: 'favorites', label: 'Download Favorites Only' },
];

function TranscriptPanel() {
  const { downloading, downloadAll } = useTranscriptDownloads();
  return (
    <Collapse
      items={[
        {
          key: 'transcripts',
          label: 'Download Chat Transcripts',
          children: (
            <Flex gap={8} wrap>
              {TRANSCRIPT_OPTIONS.map(({ filter, label }) => (
                <Button
                  key={filter}
                  icon={<DownloadOutlined />}
                  loading={downloading === filter}
                  style={TAP}
                  onClick={() => downloadAll(filter)}
                >
                  {label}
                </Button>
              ))}
            </Flex>
          ),
        },
      ]}
    />
  );
}

function ActiveSessions() {
  const { data, loading, page, setPage } = useUnfilteredChatSessions('active');
  return (
    <Card size="small" title={`Active sessions (${data?.total ?? 0})`} data-testid="chat-active-sessions">
      <List
        loading={loading && !data}
        dataSource={data?.sessions ?? []}
        locale={{ emptyText: 'No active sessions' }}
        pagination={
          (data?.total ?? 0) > CHAT_SESSIONS_PAGE_SIZE
            ? { current: page, total: data?.total, pageSize: CHAT_SESSIONS_PAGE_SIZE, onChange: setPage }
            : false
        }
        renderItem={(session) => (
          <List.Item>
            …{session.sessionId.slice(-8)} · {formatDateTime(session.startTime)} · {session.messageCount} messages ·{' '}
            {session.flagEmoji} {session.city}
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * The staff Chats tab (admin console and the client dashboard's admin Chat Sessions): the cards, activity chart,
 * request submissions, standalone chats with their message history, transcript downloads and active sessions.
 * Needs a `StaffApiProvider`.
 */
export function StaffChatsTab() {
  const { stats, dataUpdatedAt, refresh } = useChatStats();
  const [timeframe, setTimeframe] = useState<ChatTimeframe>('24hours');
  const [readStatus, setReadStatus] = useState<ReadFilter>('all');
  const [favorite, setFavorite] = useState<FavoriteFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminChatSession | null>(null);
  const sessions = useChatSessions({ timeframe, scope: 'standalone', readStatus, favorite, status: 'all', page });
  const { setRead } = useChatMarks();

  const select = (session: AdminChatSession) => {
    setSelected(session);
    if (session.readStatus === 'unread') setRead(session, true);
  };
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Flex vertical gap={16} data-testid="staff-chats-tab">
      <StatCards
        loading={!stats}
        cards={[
          { key: 'total', title: 'Total Sessions', value: stats?.totalSessions },
          { key: 'active', title: 'Active Chats', value: stats?.activeSessions },
          { key: 'today', title: 'Messages Today', value: stats?.messagesToday },
          { key: 'unread', title: 'Unread', value: stats?.unreadSessions },
        ]}
      />
      {stats && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
          <ChatActivityChart days={stats.days} />
        </Suspense>
      )}
      <RequestSubmissions />
      <Alert
        type="info"
        showIcon
        title="Chats that led to a legal request appear with that request under Legal Requests, not here."
      />
      <Flex gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} style={TAP} onClick={() => void refresh()} aria-label="Refresh chats">
          Refresh
        </Button>
      </Flex>
      <StatCards
        loading={!stats}
        cards={[
          { key: 'standalone', title: 'Total Sessions', value: stats?.standalone.total },
          { key: 'standalone-unread', title: 'Unread Chats', value: stats?.standalone.unread },
          { key: 'favorites', title: 'Favorite Chats', value: stats?.standalone.favorites },
          {
            key: 'refreshed',
            title: 'Last Refresh',
            value: dataUpdatedAt ? new Date(dataUpdatedAt).toLocaleTimeString() : undefined,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title="Chat sessions" data-testid="chat-session-list">
            <Flex vertical gap={8}>
              <Segmented<ReadFilter>
                block
                value={readStatus}
                onChange={filtered(setReadStatus)}
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'unread', label: 'Unread' },
                  { value: 'read', label: 'Read' },
                ]}
              />
              <Segmented<FavoriteFilter>
                block
                value={favorite}
                onChange={filtered(setFavorite)}
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'favorites', label: 'Favorites' },
                  { value: 'non-favorites', label: 'Non-favorites' },
                ]}
              />
              <List
                loading={sessions.loading && !sessions.data}
                dataSource={sessions.data?.sessions ?? []}
                locale={{
                  emptyText: timeframe === '24hours' ? 'No chats in the past 24 hours' : 'No chat sessions found',
                }}
                pagination={
                  (sessions.data?.total ?? 0) > CHAT_SESSIONS_PAGE_SIZE
                    ? {
                        current: page,
                        total: sessions.data?.total,
                        pageSize: CHAT_SESSIONS_PAGE_SIZE,
                        onChange: setPage,
                        showSizeChanger: false,
                      }
                    : false
                }
                renderItem={(session) => (
                  <ChatSessionRow
                    session={session}
                    selected={selected?.sessionId === session.sessionId}
                    onSelect={select}
                  />
                )}
              />
              {timeframe === '24hours' && (
                <Button block style={TAP} onClick={() => filtered(setTimeframe)('all')}>
                  Load All Chats
                </Button>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          {selected ? (
            <MessageHistory session={selected} />
          ) : (
            <Card size="small" title="Message History">
              <Empty description="Select a chat to see its messages" />
            </Card>
          )}
        </Col>
      </Row>
      <TranscriptPanel />
      <ActiveSessions />
    </Flex>
  );
}
