import { useCallback, useEffect, useMemo, useState } from 'react';
import { initAssistant, sendAssistantMessage } from '../api/assistant-api';
import { assistantSessionId, loadHistory, saveHistory, type AssistantMessage } from './assistant-storage';

export const CONNECTION_TROUBLE =
  "I'm having trouble connecting right now. Please try again in a moment, or contact our office directly for immediate assistance.";

const now = () => new Date().toISOString();

/** The signed-in client's conversation with the assistant: opened on mount, its transcript kept for the session. */
export function useAssistantChat(userId: string) {
  const sessionId = useMemo(() => assistantSessionId(userId), [userId]);
  const [messages, setMessages] = useState<AssistantMessage[]>(() => loadHistory(userId));
  const [typing, setTyping] = useState(false);

  useEffect(() => saveHistory(userId, messages), [userId, messages]);

  useEffect(() => {
    let live = true;
    initAssistant(sessionId).then(
      ({ initialMessage }) => {
        if (live) setMessages((current) => (current.length ? current : [{ role: 'assistant', content: initialMessage, timestamp: now() }]));
      },
      (error: unknown) => console.warn('Opening the assistant chat failed', error),
    );
    return () => {
      live = false;
    };
  }, [sessionId]);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content) return;
      setMessages((current) => [...current, { role: 'user', content, timestamp: now() }]);
      setTyping(true);
      try {
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
    },
    [sessionId],
  );

  return { messages, typing, send };
}
