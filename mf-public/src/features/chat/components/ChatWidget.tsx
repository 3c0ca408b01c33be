import { lazy, Suspense, useEffect, useState } from 'react';
import { visitorLocation } from '../api/visitor-location';
import { useEarlyChatPresent } from '../early-chat/early-chat-handover';
import type { PrefillOptions } from '../hooks/use-prefill';
import { useIsMobile } from '../hooks/use-is-mobile';
import { ChatSkeleton } from './ChatSkeleton';
import { CHAT_CSS } from './chat-styles';
import { LineIcon } from '../../../shared/components/LineIcon';

// The conversation (antd, calls, geo lookup, messages, uploads) loads only when the chat first opens; this part is
// plain markup so a page showing the closed widget stays light.
const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

export interface ChatWidgetProps extends PrefillOptions {
  /** Bottom-right panel, or centred (the landing page); full-screen under 768 px either way. */
  layout?: 'floating' | 'centered';
  defaultOpen?: boolean;
  /** Controls the open state from outside; `onOpenChange` reports the visitor's open and close. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hides the widget (button and panel) without losing the conversation. */
  hidden?: boolean;
  /** Called once the chat has ended. */
  onEnd?: () => void;
  /** Opens a product link (the "Post a Request" button); by default the page goes there. */
  onNavigate?: (url: URL) => void;
}

/**
 * The assistant chat widget: a round button at the bottom right that opens the chat panel. Self-contained (no router,
 * no page around it, styles inside its own tree), so the embeddable script can mount it in a Shadow DOM.
 */
export function ChatWidget({
  layout = 'floating',
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  hidden = false,
  ...chat
}: ChatWidgetProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  // Once opened, the panel stays mounted (hidden when closed) so the conversation survives closing it.
  const [started, setStarted] = useState(open);
  if (open && !started) setStarted(true);
  const isMobile = useIsMobile();
  const earlyChatOnTop = useEarlyChatPresent();
  useEffect(() => {
    // Start the location lookup as the chat opens, while its code still downloads: the init call waits for it.
    if (started) void visitorLocation();
  }, [started]);

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);

  return (
    <div className="lexa-chat" data-testid="chat-widget" style={{ display: hidden ? 'none' : undefined }}>
      <style>{CHAT_CSS}</style>
      {!open && (
        <button type="button" className="lexa-chat-launcher" aria-label="Open chat" onClick={() => setOpen(true)}>
          <LineIcon>
            <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
          </LineIcon>
        </button>
      )}
      {started && (
        <section
          className="lexa-chat-panel"
          aria-label="Chat with Lexa"
          data-layout={isMobile ? 'fullscreen' : layout}
          style={{ display: open ? undefined : 'none' }}
          // Under the landing's early chat until it hands its text over: one chat for eyes, keys and screen readers.
          inert={earlyChatOnTop || undefined}
          aria-hidden={earlyChatOnTop || undefined}
        >
          <Suspense fallback={<ChatSkeleton />}>
            <ChatPanel {...chat} onClose={close} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
