const line = (width: string, extra = '') => <div className={`lexa-chat-skeleton-line ${extra}`} style={{ width }} />;

/** Shown while the chat is not initialised, and while its code loads; plain markup, no antd. */
export function ChatSkeleton() {
  return (
    <div className="lexa-chat-skeleton" role="status" aria-label="Loading chat" data-testid="chat-skeleton">
      <div className="lexa-chat-skeleton-head">
        {line('40px', 'lexa-chat-skeleton-avatar')}
        {line('45%')}
      </div>
      {line('90%')}
      {line('75%')}
      {line('60%')}
    </div>
  );
}
