import type { ServiceSuggestion } from '@lexa/common';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ChatWidget } from '../../chat/components/ChatWidget';
import { useLandingVisit } from '../hooks/use-landing-visit';
import { readChatQuery, serviceChatLink } from '../utils/chat-query';
import { LANDING_CSS } from './landing-styles';
import { ServiceColumns } from './ServiceColumns';
import { ServiceSearch } from './ServiceSearch';

/** The chat opens in the centre about a second after the page loads (public spec §2, §9). */
const CHAT_OPEN_DELAY_MS = 1000;

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
  const [chatOpen, setChatOpen] = useState(false);
  const searching = query.trim() !== '';
  useLandingVisit();

  useEffect(() => {
    const timer = setTimeout(() => setChatOpen(true), CHAT_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const pickService = (service: ServiceSuggestion) => {
    setQuery('');
    setChatOpen(true);
    navigate(serviceChatLink(service.message));
  };

  return (
    <div className="lexa-landing">
      <style>{LANDING_CSS}</style>
      <header className="lexa-landing-header">
        <span className="lexa-landing-brand">Lexa</span>
        <nav className="lexa-landing-nav">
          <button
            type="button"
            className="lexa-landing-link"
            data-primary="true"
            onClick={() => navigate('/client/request')}
          >
            Post a Request
          </button>
          <button type="button" className="lexa-landing-link" onClick={() => navigate('/client/login')}>
            Sign in
          </button>
          <button type="button" className="lexa-landing-link" onClick={() => navigate('/client/create-account')}>
            Create account
          </button>
        </nav>
      </header>
      <ServiceSearch query={query} onQueryChange={setQuery} onPick={pickService} />
      <main className="lexa-landing-stage" data-blurred={searching} data-testid="landing-stage">
        <ServiceColumns
          onPick={pickService}
          centre={
            !chatOpen && (
              <div className="lexa-landing-title" data-testid="landing-title">
                <h1 className="lexa-landing-title-main">Meet Lexa</h1>
                <p className="lexa-landing-title-sub">Your AI Legal Assistant</p>
              </div>
            )
          }
        />
      </main>
      <ChatWidget
        layout="centered"
        open={chatOpen}
        onOpenChange={setChatOpen}
        hidden={searching}
        {...chatQuery}
        prefillKey={location.key}
        onNavigate={(url) => navigate(`${url.pathname}${url.search}${url.hash}`)}
        // Once the link's message is sent, or the chat ended, a reload must not send it again: the link goes.
        onAutoSent={() => navigate('/', { replace: true })}
        onEnd={() => navigate('/', { replace: true })}
      />
    </div>
  );
}
