import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  assistantKeys,
  findMyAssistantSession,
  initAssistant,
  loadAssistantHistory,
  sendAssistantMessage,
  type AssistantMessage,
} from '../api/assistant-api';
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

interface OpenedChat {
  sessionId: string;
  /** The greeting and the stored conversation; empty when opening failed (sending re-opens the session). */
  messages: AssistantMessage[];
}

/** Opens the client's session and loads what it holds; never fails, so the client can always write. */
async function openChat(userId: string): Promise<OpenedChat> {
  const sessionId = await resolveSessionId(userId);
  try {
    const { initialMessage } = await initAssistant(sessionId);
    const history = await loadAssistantHistory(sessionId);
    // The greeting opens every conversation but is not stored, so it is shown again above the stored messages.
    return {
      sessionId,
      messages: [{ role: 'assistant', content: initialMessage, timestamp: history[0]?.timestamp ?? now() }, ...history],
    };
  } catch (error) {
    console.warn('Opening the assistant chat failed', error);
    return { sessionId, messages: [] };
  }
}

/** Sends one message; a first failure re-opens the session (init failed, or the chat was ended elsewhere) and sends again. */
async function sendToAssistant({ sessionId, content }: { sessionId: string; content: string }) {
  return sendAssistantMessage(sessionId, content).catch(async () => {
    await initAssistant(sessionId);
    return sendAssistantMessage(sessionId, content);
  });
}

/** The signed-in client's conversation with the assistant, kept on the server: opened and loaded on mount. */
export function useAssistantChat(userId: string) {
  const opened = useQuery({
    queryKey: assistantKeys.chat(userId),
    queryFn: () => openChat(userId),
    // Each visit opens the chat again, as the server holds the conversation (what this visit sent is not cached).
    gcTime: 0,
  });
  // What was said during this visit, below the opened conversation.
  const [said, setSaid] = useState<{ userId: string; messages: AssistantMessage[] }>({ userId, messages: [] });
  const thisVisit = said.userId === userId ? said.messages : [];
  const say = (message: AssistantMessage) =>
    setSaid((current) => ({ userId, messages: [...(current.userId === userId ? current.messages : []), message] }));
  const reply = useMutation({ mutationFn: sendToAssistant });

  const sessionId = opened.data?.sessionId;
  const send = async (text: string) => {
    const content = text.trim();
    if (!content || !sessionId) return;
    say({ role: 'user', content, timestamp: now() });
    try {
      const answer = await reply.mutateAsync({ sessionId, content });
      say({ role: 'assistant', content: answer.message, timestamp: answer.timestamp });
    } catch (error) {
      console.warn('Sending to the assistant failed', error);
      say({ role: 'assistant', content: CONNECTION_TROUBLE, timestamp: now() });
    }
  };

  // Sending waits until the stored conversation is shown, so a new message never lands above it.
  return {
    messages: [...(opened.data?.messages ?? []), ...thisVisit],
    typing: reply.isPending,
    ready: opened.isSuccess,
    send,
  };
}
