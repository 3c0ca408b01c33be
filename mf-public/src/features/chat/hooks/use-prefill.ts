import { useEffect, useRef, useState } from 'react';
import { AUTO_SEND_DELAY_MS } from '../constants';
import { prefillText, type PrefillSource } from '../utils/prefill';

export interface PrefillOptions extends PrefillSource {
  autoSend?: boolean;
  /** A new key applies the prefill again (a new landing link); the same key never fills or sends twice. */
  prefillKey?: string;
  /** Called once the prefill was sent automatically, so the page can drop the link that asked for it (a reload then
   * shows the conversation instead of sending it again). */
  onAutoSent?: () => void;
}

interface PrefillControls {
  setInput(text: string): void;
  /** Sends `text` if the input still holds it (the visitor has not started a message of their own); true if sent. */
  sendPrefilled(text: string): boolean;
  /** Initialised, no reply pending, not ended. */
  ready: boolean;
}

/**
 * Fills the input once per prefill; with autoSend, sends it 1.5 s after the chat is ready. Each prefill fires at most
 * once, so it never sends twice.
 */
export function usePrefill(
  { autoSend, prefillKey = '', onAutoSent, ...source }: PrefillOptions,
  { setInput, sendPrefilled, ready }: PrefillControls,
) {
  const text = prefillText(source);
  const applied = useRef<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    const key = `${prefillKey}\n${text}`;
    if (!text || applied.current === key) return;
    applied.current = key;
    setInput(text);
    setPending(autoSend ? text : null);
  }, [prefillKey, text, autoSend, setInput]);

  const sendLatest = useRef(sendPrefilled);
  sendLatest.current = sendPrefilled;
  const sentLatest = useRef(onAutoSent);
  sentLatest.current = onAutoSent;
  useEffect(() => {
    if (pending === null || !ready) return;
    const timer = setTimeout(() => {
      setPending(null);
      if (sendLatest.current(pending)) sentLatest.current?.();
    }, AUTO_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, ready]);
}
