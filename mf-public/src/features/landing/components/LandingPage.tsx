import type { ServiceSuggestion } from '@lexa/common';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@lexa/router';
import { ChatWidget } from '../../chat/components/ChatWidget';
import { CHAT_OPEN_DELAY_MS } from '../../chat/constants';
import { dropUnusedEarlyChat, isEarlyChatOpen } from '../../chat/early-chat/early-chat-handover';
import { useLandingVisit } from '../hooks/use-landing-visit';
import { readChatQuery, serviceChatLink } from '../utils/chat-query';
import { LandingScene } from './LandingScene';

/**
 * The landing page: header links, the service search, four columns of scrolling service buttons and the assistant
 * chat in the centre. The query string (`text`/`message`, `preset`, `attorney`, `send`) prefills the chat. Plain markup
 * and its own CSS: antd loads only with the chat's conversation.
 */
export function LandingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const chatQuery = readChatQuery(params);
  const [query, setQuery] = useState('');
  // Open at once when the page's early chat already is: the visitor may be writing in it.
  const [chatOpen, setChatOpen] = useState(isEarlyChatOpen);
  useLandingVisit();

  useEffect(() => {
    dropUnusedEarlyChat();
    const timer = setTimeout(() => setChatOpen(true), CHAT_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const pickService = (service: ServiceSuggestion) => {
    setQuery('');
    setChatOpen(true);
    navigate(serviceChatLink(service.message));
  };

  return (
    <LandingScene
      query={query}
      onQueryChange={setQuery}
      onPick={pickService}
      showTitle={!chatOpen}
      onNavigate={(path) => navigate(path)}
    >
      <ChatWidget
        layout="centered"
        open={chatOpen}
        onOpenChange={setChatOpen}
        hidden={query.trim() !== ''}
        {...chatQuery}
        prefillKey={location.key}
        onNavigate={(url) => navigate(`${url.pathname}${url.search}${url.hash}`)}
        // Once the link's message is sent, or the chat ended, a reload must not send it again: the link goes.
        onAutoSent={() => navigate('/', { replace: true })}
        onEnd={() => navigate('/', { replace: true })}
      />
    </LandingScene>
  );
}
