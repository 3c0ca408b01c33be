import { useCallback, useEffect, useRef, useState } from 'react';
import { findMyAssistantSession, initAssistant, loadAssistantHistory, sendAssistantMessage, type AssistantMessage } from '../api/assistant-api';
import { assistantSessionId } from './assistant-storage';

export const CONNECTION_TROUBLE =
  "I'm having trouble connecting right now. Please try again in a moment, or contact our office directly for immediate assistance.";

const now = () => new Date().toISOString();

/** The session to continue: the one on the client's account (so any device shows the same chat), else this browser's. */
async function resolveSessionId(userId: string): Promise<string> {
  try {
    return (await findMyAssistantSession()) ?? assistantSessionId(userId);
  } catch (error) {
    console.warn('Finding the assistant chat failed', error);
    return assistantSessionId(userId);
  }
}

/** The signed-in client's conversation with the assistant, kept on the server: opened and loaded on mount. */
export function useAssistantChat(userId: string) {
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [typing, setTyping] = useState(false);
  // Sending waits until the stored conversation is shown, so a new message never lands above it.
  const [ready, setReady] = useState(false);
  const session = useRef<Promise<string> | null>(null);

  useEffect(() => {
    let live = true;
    setReady(false);
    setMessages([]);
    const opening = resolveSessionId(userId);
    session.current = opening;
    opening
      .then(async (sessionId) => {
        const { initialMessage } = await initAssistant(sessionId);
        const history = await loadAssistantHistory(sessionId);
        // The greeting opens every conversation but is not stored, so it is shown again above the stored messages.
        if (live) setMessages([{ role: 'assistant', content: initialMessage, timestamp: history[0]?.timestamp ?? now() }, ...history]);
      })
      .catch((error: unknown) => console.warn('Opening the assistant chat failed', error))
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [userId]);

  const send = useCallback(async (text: string) => {
    const content = text.trim();
    if (!content || !session.current) return;
    setMessages((current) => [...current, { role: 'user', content, timestamp: now() }]);
    setTyping(true);
    try {
      const sessionId = await session.current;
      // Sending first re-opens the session when init failed or the chat was ended elsewhere.
      const reply = await sendAssistantMessage(sessionId, content).catch(async () => {
        await initAssistant(sessionId);
        return sendAssistantMessage(sessionId, content);
      });
      setMessages((current) => [...current, { role: 'assistant', content: reply.message, timestamp: reply.timestamp }]);
    } catch (error) {
      console.warn('Sending to the assistant failed', error);
      setMessages((current) => [...current, { role: 'assistant', content: CONNECTION_TROUBLE, timestamp: now() }]);
    } finally {
      setTyping(false);
    }
  }, []);

  return { messages, typing, ready, send };
}
