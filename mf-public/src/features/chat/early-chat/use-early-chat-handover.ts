import { useEffect, useRef, type RefObject } from 'react';
import { takeEarlyChat } from './early-chat-handover';

interface HandoverControls {
  /** The conversation is on screen (the welcome, or the restored messages) and a message can be sent now. */
  ready: boolean;
  /** The chat shows that it cannot take messages now (busy, ended, or its start failed). */
  unavailable: boolean;
  send(text: string): boolean;
  setInput(text: string): void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Takes over the landing's early chat once the chat is ready, or shows why it is not: its queued message is sent (or,
 * when it cannot be, left in the message box), the text being written goes into the box, and the focus follows.
 * Runs once.
 */
export function useEarlyChatHandover({ ready, unavailable, send, setInput, inputRef }: HandoverControls) {
  const done = useRef(false);
  useEffect(() => {
    if ((!ready && !unavailable) || done.current) return;
    done.current = true;
    const early = takeEarlyChat();
    if (!early) return;
    const sent = early.queued !== null && ready && send(early.queued);
    const unsent = early.queued !== null && !sent ? early.queued : '';
    const text = [unsent, early.draft].filter(Boolean).join('\n');
    if (text) setInput(text);
    if (early.focused) inputRef.current?.focus();
  }, [ready, unavailable, send, setInput, inputRef]);
}
