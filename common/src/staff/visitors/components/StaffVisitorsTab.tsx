import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  List,
  Modal,
  Row,
  Skeleton,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { AdminDraft } from '../../../contracts/admin-intake';
import { formatDateTime, reportFailures } from '@lexa/common';
import { useStaffFailure } from '../../requests/hooks/use-staff-failure';
import { useStaffApi } from '../../staff-api';
import { staffChatKeys } from '../../sessions/api/staff-chats-api';
import { useChatStats, useUnfilteredChatSessions } from '../../sessions/hooks/use-staff-chats';
import {
  AUTOSAVE_PAGE_SIZE,
  fetchAutosaveList,
  staffVisitorKeys,
  type AutosaveList,
  type AutosavePages,
} from '../api/staff-visitors-api';

const ConversionChart = lazy(() => import('./ConversionChart'));

const TAP = { minHeight: 44, minWidth: 44 };
/** Descriptions collapse after this many characters (signed-in spec §9). */
export const DESCRIPTION_LIMIT = 200;

/** One autosave list, 50 rows a page from the server; the tab's count card reads the first page's total. */
function useAutosaveList<List extends AutosaveList>(list: List) {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  return useInfiniteQuery({
    queryKey: staffVisitorKeys.list(list),
    queryFn: reportFailures(
      ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
        fetchAutosaveList(http, list, pageParam, signal),
      (error) => reportFailure(error, { title: 'Error', description: 'Failed to load autosave logs.' }),
    ),
    initialPageParam: 1,
    getNextPageParam: (last: AutosavePages[List], pages) =>
      pages.length * AUTOSAVE_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
}

/** The rows of every page loaded so far. */
const rowsOf = <Page, Row>(pages: Page[] | undefined, rows: (page: Page) => Row[]): Row[] =>
  (pages ?? []).flatMap(rows);

/** Shown while the server holds more rows than the pages loaded so far. */
function LoadMore({ list }: { list: ReturnType<typeof useAutosaveList> }) {
  if (!list.hasNextPage) return null;
  return (
    <Button block style={TAP} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      Load more
    </Button>
  );
}

function Collapsible({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= DESCRIPTION_LIMIT) return <Typography.Paragraph>{text}</Typography.Paragraph>;
  return (
    <Typography.Paragraph>
      {open ? text : `${text.slice(0, DESCRIPTION_LIMIT)}…`}{' '}
      <Button type="link" style={TAP} onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Show more'}
      </Button>
    </Typography.Paragraph>
  );
}

const duration = (start: string, end: string | null) =>
  end ? `${Math.round((Date.parse(end) - Date.parse(start)) / 1000)}s` : 'Active';

function WidgetSessions() {
  const { data, loading, page, setPage } = useUnfilteredChatSessions('all');
  return (
    <Card size="small" title="Widget sessions" data-testid="visitor-widget-sessions">
      <List
        loading={loading && !data}
        dataSource={data?.sessions ?? []}
        locale={{ emptyText: 'No widget sessions yet' }}
        pagination={{ current: page, total: data?.total ?? 0, pageSize: 20, onChange: setPage, hideOnSinglePage: true }}
        renderItem={(session) => (
          <List.Item data-testid={`widget-session-${session.sessionId}`}>
            <Flex gap={8} wrap align="center">
              <Tag color={session.status === 'active' ? 'green' : 'default'}>{session.status}</Tag>
              <span>{session.messageCount ? `${session.messageCount} messages` : 'widget opened'}</span>
              <span>{formatDateTime(session.startTime)}</span>
              <span>
                {session.flagEmoji} {session.city}, {session.country}
              </span>
              <span>{session.ipAddress}</span>
              <span>{duration(session.startTime, session.endTime)}</span>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

function DraftDialog({ draft, onClose }: { draft: AdminDraft | null; onClose: () => void }) {
  const form = draft?.formData;
  return (
    <Modal open={draft !== null} onCancel={onClose} footer={null} title="Draft details" width={720}>
      {draft && form && (
        <Flex vertical gap={12}>
          <Descriptions size="small" column={1} bordered title="Draft information">
            <Descriptions.Item label="Draft ID">{draft.draftId}</Descriptions.Item>
            <Descriptions.Item label="Status">
              {draft.status === 'submitted' ? 'Submitted' : 'Active'}
            </Descriptions.Item>
            <Descriptions.Item label="Step">{draft.currentStep}</Descriptions.Item>
            <Descriptions.Item label="Started">{formatDateTime(draft.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Last saved">{formatDateTime(draft.lastSavedAt)}</Descriptions.Item>
            <Descriptions.Item label="Session">{draft.sessionId}</Descriptions.Item>
            <Descriptions.Item label="Correlation">{draft.correlationId}</Descriptions.Item>
            <Descriptions.Item label="Final request">{draft.finalRequestId ?? '—'}</Descriptions.Item>
            {draft.submissionError && (
              <Descriptions.Item label="Submission error">{draft.submissionError}</Descriptions.Item>
            )}
          </Descriptions>
          <Descriptions size="small" column={1} bordered title="IP tracking">
            <Descriptions.Item label="Created from">{draft.ipAddress || '—'}</Descriptions.Item>
            <Descriptions.Item label="Last update from">{draft.lastUpdateIp || '—'}</Descriptions.Item>
          </Descriptions>
          <Descriptions size="small" column={1} bordered title="Captured form data">
            {Object.entries(form).map(([key, value]) => (
              <Descriptions.Item key={key} label={key}>
                {typeof value === 'string' ? value : JSON.stringify(value)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Title level={5}>Raw form data</Typography.Title>
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>
            {JSON.stringify(form, null, 2)}
          </pre>
        </Flex>
      )}
    </Modal>
  );
}

function VisitorLogs() {
  const list = useAutosaveList('visitor-logs');
  return (
    <List
      loading={list.isFetching && !list.data}
      dataSource={rowsOf(list.data?.pages, (page) => page.visitorLogs)}
      loadMore={<LoadMore list={list} />}
      locale={{ emptyText: 'No visitor logs yet' }}
      renderItem={(visit) => (
        <List.Item data-testid={`visitor-log-${visit.correlationId}`}>
          <Flex vertical gap={2}>
            <Typography.Text strong>{visit.correlationId}</Typography.Text>
            <span>
              {formatDateTime(visit.visitedAt)} · session {visit.sessionId}
            </span>
            <span>
              {visit.city}, {visit.country} · {visit.deviceType} · {visit.browser} · {visit.ipAddress}
            </span>
            <span>Referrer: {visit.referrer || 'direct'}</span>
          </Flex>
        </List.Item>
      )}
    />
  );
}

function DraftSaves() {
  const list = useAutosaveList('request-drafts');
  const [open, setOpen] = useState<AdminDraft | null>(null);
  return (
    <>
      <List
        loading={list.isFetching && !list.data}
        dataSource={rowsOf(list.data?.pages, (page) => page.drafts)}
        loadMore={<LoadMore list={list} />}
        locale={{ emptyText: 'No draft saves yet' }}
        renderItem={(draft) => (
          <List.Item data-testid={`draft-${draft.draftId}`}>
            <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{draft.draftId}</Typography.Text>
                <Tag color={draft.status === 'submitted' ? 'green' : 'blue'}>
                  {draft.status === 'submitted' ? 'Submitted' : 'Active'}
                </Tag>
                <span>Step {draft.currentStep}</span>
                <span>{formatDateTime(draft.lastSavedAt)}</span>
              </Flex>
              <Typography.Text>{draft.formData.title || 'Untitled'}</Typography.Text>
              <Flex gap={8} wrap>
                {draft.formData.category && <Tag>{draft.formData.category}</Tag>}
                {draft.formData.priority && (
                  <Tag color={draft.formData.priority === 'urgent' ? 'error' : 'default'}>
                    {draft.formData.priority}
                  </Tag>
                )}
                {draft.formData.contactMethod && <span>Contact: {draft.formData.contactMethod}</span>}
              </Flex>
              <span>
                Session {draft.sessionId}
                {draft.finalRequestId ? ` · request ${draft.finalRequestId}` : ''}
              </span>
              {draft.formData.description && <Collapsible text={draft.formData.description} />}
              <Button style={TAP} onClick={() => setOpen(draft)}>
                View Details
              </Button>
            </Flex>
          </List.Item>
        )}
      />
      <DraftDialog draft={open} onClose={() => setOpen(null)} />
    </>
  );
}

function SystemReports() {
  const list = useAutosaveList('system-reports');
  return (
    <List
      loading={list.isFetching && !list.data}
      dataSource={rowsOf(list.data?.pages, (page) => page.reports)}
      loadMore={<LoadMore list={list} />}
      locale={{ emptyText: 'No system reports' }}
      renderItem={(report) => (
        <List.Item data-testid={`system-report-${report.id}`}>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex gap={8} wrap align="center">
              <Tag color={report.type === 'error' ? 'error' : report.type === 'warning' ? 'warning' : 'default'}>
                {report.type}
              </Tag>
              <span>{formatDateTime(report.timestamp)}</span>
              <Typography.Text strong>{report.component}</Typography.Text>
            </Flex>
            <span>{report.message}</span>
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12, margin: 0 }}>
              {JSON.stringify(report.details, null, 2)}
            </pre>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/**
 * The staff Visitors tab: visitor and widget cards with the conversion chart, the widget sessions, and the visitor
 * logs, draft saves and system reports. Needs a `StaffApiProvider`.
 */
export function StaffVisitorsTab() {
  const queryClient = useQueryClient();
  const { stats } = useChatStats();
  const visits = useAutosaveList('visitor-logs').data?.pages[0];
  const drafts = useAutosaveList('request-drafts').data?.pages[0];
  const reports = useAutosaveList('system-reports').data?.pages[0];
  const converted = stats && stats.totalSessions ? Math.round((stats.withMessages / stats.totalSessions) * 100) : 0;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffVisitorKeys.all }),
      queryClient.invalidateQueries({ queryKey: staffChatKeys.all }),
    ]);

  const cards = [
    { key: 'visitors', title: 'Total Visitors', value: stats?.totalSessions ?? '—' },
    { key: 'converted', title: 'Converted to Chats', value: stats ? `${stats.withMessages} (${converted}%)` : '—' },
    { key: 'opens', title: 'Widget Opens', value: stats?.widgetOpens ?? '—' },
  ];
  const counts = [
    { key: 'visitor-logs', title: 'Visitor Logs', value: visits?.total ?? '—' },
    { key: 'draft-saves', title: 'Draft Saves', value: drafts?.total ?? '—' },
    { key: 'system-reports', title: 'System Reports', value: reports?.total ?? '—' },
  ];
  return (
    <Flex vertical gap={16} data-testid="staff-visitors-tab">
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={8}>
            <Card size="small" data-testid={`visitor-card-${card.key}`}>
              <Statistic title={card.title} value={card.value} loading={!stats} />
            </Card>
          </Col>
        ))}
      </Row>
      {stats && visits && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} title={false} />}>
          <ConversionChart
            visits={visits.total}
            widgetSessions={stats.totalSessions}
            chats={stats.withMessages}
            requests={stats.linkedToRequests}
          />
        </Suspense>
      )}
      <WidgetSessions />
      <Flex justify="flex-end">
        <Button icon={<ReloadOutlined />} style={TAP} onClick={() => void refresh()}>
          Refresh
        </Button>
      </Flex>
      <Row gutter={[12, 12]}>
        {counts.map((card) => (
          <Col key={card.key} xs={8}>
            <Card size="small" data-testid={`visitor-count-${card.key}`}>
              <Statistic title={card.title} value={card.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Tabs
        items={[
          { key: 'logs', label: 'Visitor Logs', children: <VisitorLogs /> },
          { key: 'drafts', label: 'Draft Saves', children: <DraftSaves /> },
          { key: 'reports', label: 'System Reports', children: <SystemReports /> },
        ]}
      />
    </Flex>
  );
}
