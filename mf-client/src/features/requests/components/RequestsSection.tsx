import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import { Button, Divider, Flex, Spin } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLiveRoom, type LegalRequest, type LiveEvent } from '@lexa/common';
import { requestKeys } from '../api/requests-api';
import { useMessageCounts } from '../hooks/use-message-counts';
import { useRequestHighlight } from '../hooks/use-request-highlight';
import { useRequestsPage } from '../hooks/use-requests-page';
import { RequestCard } from './RequestCard';
import { PlainText, ScreenLoading, StatusPanel } from '@lexa/common/ui';

// What the first screen of most visits does not show downloads when shown: an expanded card's details, the empty
// state, the page links.
const RequestDetails = lazy(() => import('./RequestDetails').then((module) => ({ default: module.RequestDetails })));
const NoRequests = lazy(() => import('./NoRequests').then((module) => ({ default: module.NoRequests })));
const RequestsPagination = lazy(() =>
  import('./RequestsPagination').then((module) => ({ default: module.RequestsPagination })),
);

const roomOf = (requestId: string) => `request-${requestId}`;

/**
 * A live `request-update` makes that request's messages and files stale, and its card too: the status badge and
 * progress follow a staff change without a reload.
 */
const requestUpdateKeys = (event: LiveEvent) =>
  event.type === 'request-update' && typeof event.requestId === 'string'
    ? [requestKeys.request(event.requestId), requestKeys.pages, requestKeys.linked(event.requestId)]
    : [];

/**
 * The client's own requests, one page at a time. Each card expands into files, messages and a composer; every
 * request on screen follows live updates.
 */
export function RequestsSection() {
  const { state, page, setPage, reload } = useRequestsPage();
  const messageCounts = useMessageCounts(true);
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const cards = useRef(new Map<string, HTMLElement>());
  const messages = useRef(new Map<string, HTMLElement>());

  const expand = useCallback((id: string) => setExpanded((open) => (open.includes(id) ? open : [...open, id])), []);
  const toggle = (id: string) =>
    setExpanded((open) => (open.includes(id) ? open.filter((other) => other !== id) : [...open, id]));
  const loadedIds = state.status === 'ready' ? state.data.requests.map((request) => request.id) : null;
  const { highlighted, pinned } = useRequestHighlight({
    loadedIds,
    expand,
    cardElement: useCallback((id: string) => cards.current.get(id) ?? null, []),
    messagesElement: useCallback((id: string) => messages.current.get(id) ?? null, []),
  });
  useLiveRoom([...(loadedIds ?? []), ...expanded, ...(pinned ? [pinned.id] : [])].map(roomOf), {
    invalidates: requestUpdateKeys,
  });

  const remember = (registry: Map<string, HTMLElement>, id: string) => (element: HTMLElement | null) => {
    if (element) registry.set(id, element);
    else registry.delete(id);
  };

  if (state.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }} data-testid="requests-loading">
        <Spin size="large" />
      </Flex>
    );
  }
  if (state.status === 'failed') {
    return <StatusPanel status="error" title={state.message} extra={<Button onClick={reload}>Try again</Button>} />;
  }

  const { requests, total, pageSize } = state.data;
  if (total === 0) {
    return (
      <Suspense fallback={<ScreenLoading area="section" />}>
        <NoRequests />
      </Suspense>
    );
  }

  const renderCard = (request: LegalRequest) => (
    <RequestCard
      key={request.id}
      request={request}
      cardRef={remember(cards.current, request.id)}
      conversation={{
        messageCount: messageCounts[request.id],
        expanded: expanded.includes(request.id),
        onToggle: () => toggle(request.id),
        highlighted: highlighted === request.id,
        details: (
          <Suspense fallback={<Spin size="small" />}>
            <RequestDetails requestId={request.id} messagesRef={remember(messages.current, request.id)} />
          </Suspense>
        ),
      }}
    />
  );
  // A linked request from another page is shown above the list, once: not while its page is the one on screen.
  const pinnedRequest = pinned && !requests.some((request) => request.id === pinned.id) ? pinned : null;

  return (
    <Flex vertical gap={16}>
      {pinnedRequest && (
        <Flex vertical gap={8} data-testid="pinned-request">
          <PlainText type="secondary">
            <PushpinOutlined /> Opened from a link (not on this page of your requests)
          </PlainText>
          {renderCard(pinnedRequest)}
          <Divider style={{ margin: 0 }} />
        </Flex>
      )}
      {requests.map(renderCard)}
      {total > pageSize && (
        <Suspense fallback={null}>
          <RequestsPagination current={page} pageSize={pageSize} total={total} onChange={setPage} />
        </Suspense>
      )}
    </Flex>
  );
}
