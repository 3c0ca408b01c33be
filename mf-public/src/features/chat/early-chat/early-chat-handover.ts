import { useSyncExternalStore } from 'react';
import { EARLY_CHAT_ID, EARLY_QUEUED_ATTRIBUTE } from './early-chat-dom';

/** What the visitor left in the early chat: the message waiting to be sent, and the text being written. */
export interface EarlyChatInput {
  queued: string | null;
  draft: string;
  /** The visitor was in the message box, so the app's box takes the focus. */
  focused: boolean;
}

const listeners = new Set<() => void>();
const earlyChat = () => document.getElementById(EARLY_CHAT_ID);

/** Whether the early chat is on screen (opened before the app was ready). */
export const isEarlyChatOpen = () => earlyChat()?.hidden === false;

/**
 * At the landing's first render: an early chat that has not opened, or holds nothing the visitor wrote, goes (the
 * app's chat opens in its place); one with the visitor's words stays on top, still taking them, until the app's chat
 * is ready to take them over.
 */
export function dropUnusedEarlyChat() {
  const element = earlyChat();
  if (!element) return;
  const written = element.hasAttribute(EARLY_QUEUED_ATTRIBUTE) || element.querySelector('textarea')?.value.trim();
  if (element.hidden || !written) remove(element);
}

/** Hands the early chat's text to the app's chat and removes it; null when there is none. */
export function takeEarlyChat(): EarlyChatInput | null {
  const element = earlyChat();
  if (!element) return null;
  const textarea = element.querySelector('textarea');
  const input: EarlyChatInput = {
    queued: element.getAttribute(EARLY_QUEUED_ATTRIBUTE),
    draft: textarea?.value ?? '',
    focused: textarea !== null && document.activeElement === textarea,
  };
  remove(element);
  return input;
}

function remove(element: HTMLElement) {
  element.remove();
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether an early chat is still on the page: the app's chat stays out of sight and reach under it until then. */
export const useEarlyChatPresent = () =>
  useSyncExternalStore(
    subscribe,
    () => earlyChat() !== null,
    () => false,
  );
