import { ASSISTANT_NAME } from '../constants';
import { CHAT_CSS } from '../components/chat-styles';
import { EARLY_CHAT_ID } from './early-chat-dom';

/**
 * The chat as it looks open, rendered to static HTML beside the landing's static copy (prerender-landing.mjs). On a
 * slow phone the app takes seconds to arrive; this panel opens when the page has loaded (early-chat-script.ts) and
 * takes the visitor's message at once, and the app's chat takes over its text when it is ready
 * (early-chat-handover.ts). Hidden until then, and never shown where the app came first.
 */
export function EarlyChatPanel() {
  return (
    <div id={EARLY_CHAT_ID} className="lexa-chat" hidden>
      <style>{CHAT_CSS}</style>
      <section className="lexa-chat-panel" aria-label="Chat with Lexa" data-layout="centered">
        <form className="lexa-chat-frame">
          <header className="lexa-chat-header">
            <div className="lexa-chat-header-text">
              <span className="lexa-chat-header-name">{ASSISTANT_NAME}</span>
              <span className="lexa-chat-header-status" role="status" data-early-status="">
                Connecting…
              </span>
            </div>
          </header>
          <div className="lexa-chat-body">
            <div className="lexa-chat-row" data-role="user" data-early-queued="" hidden>
              <div className="lexa-chat-bubble" />
            </div>
          </div>
          <div className="lexa-chat-compose">
            <div className="lexa-chat-input">
              <textarea
                className="lexa-chat-textarea"
                aria-label="Message"
                placeholder="Type your message..."
                rows={1}
                name="message"
              />
              <button type="submit" className="lexa-chat-early-send" aria-label="Send message">
                Send
              </button>
            </div>
          </div>
          <footer className="lexa-chat-footer">Powered by {ASSISTANT_NAME}</footer>
        </form>
      </section>
    </div>
  );
}
