import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Grid, Tag, theme } from 'antd';
import {
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { LegalRequest } from '../../../contracts/requests';
import { statusBadgeText, STATUS_COLORS } from '@lexa/common';
import { PlainText } from '../../../ui/PlainText';
import { TAP_TARGET } from '../../../ui/tap-target';

export interface StaffRequestRowProps {
  request: LegalRequest;
  onOpen: (request: LegalRequest) => void;
  onDelete: (id: string) => Promise<void>;
}

const DeleteRequestConfirm = lazy(() => import('./DeleteRequestConfirm'));

/** A screen that cannot hover (touch) never reveals a hover-only control, so it shows it always. */
const cannotHover = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;

export function StaffRequestRow({ request, onOpen, onDelete }: StaffRequestRowProps) {
  const { token } = theme.useToken();
  // `md` is antd's 768 px breakpoint; it is undefined until measured, which counts as a wide screen.
  const isNarrow = Grid.useBreakpoint().md === false;
  const [alwaysShowDelete] = useState(cannotHover);
  const [pointerOrFocus, setPointerOrFocus] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The confirmation is mounted, and downloaded, when a delete is first asked for.
  const [confirmWanted, setConfirmWanted] = useState(false);
  // Mounting it puts a new delete button in the old one's place: the new one takes the focus the old one had.
  const refocusDelete = useRef(false);
  const focusIfAsked = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !refocusDelete.current) return;
    refocusDelete.current = false;
    button.focus();
  }, []);
  const client = request.contactName || request.contactEmail;
  const showDelete = alwaysShowDelete || isNarrow || pointerOrFocus || confirming;

  const askFirstDelete = (event: MouseEvent<HTMLElement>) => {
    refocusDelete.current = document.activeElement === event.currentTarget;
    // A transition keeps this button on screen until the confirmation has loaded, then opens it at once.
    startTransition(() => {
      setConfirmWanted(true);
      setConfirming(true);
    });
  };

  const deleteButton = (
    // Hidden by opacity, not removed, so keyboard users can still tab to it.
    <Button
      ref={focusIfAsked}
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Delete request ${request.title}`}
      data-testid="admin-request-delete"
      style={{ ...TAP_TARGET, minWidth: 44, opacity: showDelete ? 1 : 0 }}
      // Once mounted, the confirmation opens and closes itself from this button.
      onClick={confirmWanted ? undefined : askFirstDelete}
    />
  );

  const openOnKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen(request);
    }
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`Open request ${request.title}`}
      data-testid="admin-request-row"
      onClick={() => onOpen(request)}
      onKeyDown={openOnKey}
      onMouseEnter={() => setPointerOrFocus(true)}
      onMouseLeave={() => setPointerOrFocus(false)}
      onFocus={() => setPointerOrFocus(true)}
      onBlur={() => setPointerOrFocus(false)}
      style={{
        padding: '12px 16px',
        cursor: 'pointer',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: pointerOrFocus ? token.colorFillQuaternary : undefined,
      }}
    >
      <Flex justify="space-between" align="start" gap="middle">
        {/* Text styled with the theme's tokens as antd's Typography would: Typography (with its copy, edit and ellipsis
            measuring code) is not part of the console's first download. */}
        <div style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
          <Flex gap="small" align="center" wrap>
            <PlainText strong>{request.title}</PlainText>
            <Tag color={STATUS_COLORS[request.status]} data-testid="admin-request-status">
              {statusBadgeText(request.status)}
            </Tag>
          </Flex>
          <div
            style={{
              color: token.colorTextDescription,
              marginBottom: 4,
              // Two lines at most, then an ellipsis.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {request.description}
          </div>
          <Flex gap="middle" wrap style={{ color: token.colorTextDescription }}>
            {client && <span>Client: {client}</span>}
            {request.category && <span>Category: {request.category}</span>}
            {request.budget && <span>Budget: {request.budget}</span>}
          </Flex>
        </div>
        {/* The confirmation's clicks would bubble (through React's portal) into the row and open the dialog. */}
        <span role="presentation" onClick={(event) => event.stopPropagation()}>
          <Suspense fallback={null}>
            {confirmWanted ? (
              <DeleteRequestConfirm
                open={confirming}
                onOpenChange={setConfirming}
                onConfirm={() => onDelete(request.id)}
              >
                {deleteButton}
              </DeleteRequestConfirm>
            ) : (
              deleteButton
            )}
          </Suspense>
        </span>
      </Flex>
    </div>
  );
}
