/**
 * The widget's own CSS, rendered as a <style> element inside the widget's tree: no global stylesheet, so it works
 * the same in the shell and inside the embeddable widget's Shadow DOM. Class names carry a prefix. The button and the
 * loading frame use no antd, so the page around the closed widget never downloads it.
 */
export const CHAT_CSS = `
.lexa-chat { --lexa-chat-primary: #1f4e79; --lexa-chat-muted: #f1f4f8; --lexa-chat-border: #e3e8ef; font-size: 14px; line-height: 1.5; }
.lexa-chat-launcher {
  position: fixed; right: 24px; bottom: 24px; z-index: 1000; width: 56px; height: 56px; border-radius: 50%;
  border: none; cursor: pointer; background: var(--lexa-chat-primary); color: #fff; font-size: 24px;
  display: flex; align-items: center; justify-content: center; box-shadow: 0 8px 24px rgba(15, 23, 42, 0.25);
}
.lexa-chat-launcher svg { width: 26px; height: 26px; }
.lexa-chat-launcher:focus-visible { outline: 3px solid #91caff; outline-offset: 2px; }
.lexa-chat-panel {
  position: fixed; z-index: 1000; display: flex; flex-direction: column; overflow: hidden; background: #fff;
  color: #1f2937; border-radius: 16px; box-shadow: 0 16px 48px rgba(15, 23, 42, 0.22); border: 1px solid var(--lexa-chat-border);
}
/* The panel's one child (antd's App wrapper, or the loading skeleton) fills it. */
.lexa-chat-panel > * { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.lexa-chat-frame { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.lexa-chat-panel[data-layout='floating'] { right: 24px; bottom: 24px; width: 24rem; height: 32rem; max-height: calc(100vh - 48px); }
.lexa-chat-panel[data-layout='centered'] {
  left: 50%; top: 50%; transform: translate(-50%, -50%); margin-top: 2.5rem; width: 24rem; height: 32rem; max-height: calc(100vh - 10rem);
}
.lexa-chat-panel[data-layout='fullscreen'] { inset: 0; width: 100%; height: 100%; border-radius: 0; border: none; }
.lexa-chat-header { display: flex; align-items: center; gap: 10px; padding: 12px 12px 12px 16px; background: var(--lexa-chat-primary); color: #fff; }
.lexa-chat-header-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.lexa-chat-header-name { font-weight: 600; font-size: 15px; }
.lexa-chat-header-status { font-size: 12px; opacity: 0.85; }
.lexa-chat-body { flex: 1; min-height: 0; overflow-y: auto; padding: 16px; display: flex; flex-direction: column; gap: 12px; }
.lexa-chat-row { display: flex; }
.lexa-chat-avatar { flex: none; align-self: flex-end; margin-right: 6px; }
.lexa-chat-row[data-role='user'] { justify-content: flex-end; }
.lexa-chat-bubble { max-width: 85%; padding: 8px 12px; border-radius: 14px; white-space: pre-wrap; overflow-wrap: anywhere; }
.lexa-chat-row[data-role='user'] .lexa-chat-bubble { background: var(--lexa-chat-primary); color: #fff; border-bottom-right-radius: 4px; }
.lexa-chat-row[data-role='assistant'] .lexa-chat-bubble { background: var(--lexa-chat-muted); border-bottom-left-radius: 4px; }
.lexa-chat-row[data-role='user'] a { color: inherit; text-decoration: underline; }
.lexa-chat-time { display: block; margin-top: 4px; font-size: 11px; opacity: 0.7; }
.lexa-chat-action { margin-top: 8px; }
.lexa-chat-files { list-style: none; margin: 0 0 6px; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.lexa-chat-file { display: flex; align-items: center; gap: 8px; padding: 6px 8px; border-radius: 8px; background: rgba(255, 255, 255, 0.16); }
.lexa-chat-file-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lexa-chat-file-size { font-size: 11px; opacity: 0.8; white-space: nowrap; }
.lexa-chat-typing { display: inline-flex; gap: 4px; padding: 12px 14px; }
.lexa-chat-typing span { width: 7px; height: 7px; border-radius: 50%; background: #8a94a6; animation: lexa-chat-bounce 1.2s infinite ease-in-out; }
.lexa-chat-typing span:nth-child(2) { animation-delay: 0.15s; }
.lexa-chat-typing span:nth-child(3) { animation-delay: 0.3s; }
@keyframes lexa-chat-bounce { 0%, 60%, 100% { transform: translateY(0); opacity: 0.5; } 30% { transform: translateY(-5px); opacity: 1; } }
.lexa-chat-chips { display: flex; flex-wrap: wrap; gap: 8px; padding: 0 16px 8px; }
.lexa-chat-compose { border-top: 1px solid var(--lexa-chat-border); }
.lexa-chat-count { display: flex; justify-content: space-between; gap: 8px; padding: 6px 12px 0; font-size: 12px; color: #5b6678; }
.lexa-chat-count > span:last-child { margin-left: auto; white-space: nowrap; }
.lexa-chat-count[data-over='true'] { color: #cf1322; }
.lexa-chat-input { display: flex; align-items: flex-end; gap: 8px; padding: 10px 12px; }
.lexa-chat-textarea {
  box-sizing: border-box; flex: 1; resize: none; max-height: 128px; overflow-y: auto; padding: 7px 11px; border: 1px solid #d0d7e2; border-radius: 8px;
  font: inherit; line-height: 1.5; color: inherit; background: #fff; outline: none;
}
.lexa-chat-textarea:focus { border-color: var(--lexa-chat-primary); }
.lexa-chat-textarea:disabled { background: #f5f5f5; color: #8a94a6; }
.lexa-chat-textarea[aria-invalid='true'] { border-color: #cf1322; }
.lexa-chat-attach { display: inline-flex; }
.lexa-chat-attach[data-limit='true'] { cursor: not-allowed; }
.lexa-chat-attach[data-limit='true'] > button { pointer-events: none; }
.lexa-chat-early-send { border: none; border-radius: 8px; padding: 0 14px; height: 36px; background: var(--lexa-chat-primary); color: #fff; font: inherit; cursor: pointer; }
.lexa-chat-footer { text-align: center; font-size: 11px; color: #8a94a6; padding: 2px 0 8px; }
.lexa-chat-ended { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; padding: 24px; text-align: center; }
.lexa-chat-ended-icon { font-size: 40px; color: #52c41a; }
.lexa-chat-skeleton { flex: 1; padding: 16px; display: flex; flex-direction: column; gap: 12px; }
.lexa-chat-skeleton-head { display: flex; align-items: center; gap: 12px; }
.lexa-chat-skeleton-line { height: 14px; border-radius: 7px; background: linear-gradient(90deg, #eef1f5 25%, #e2e7ee 37%, #eef1f5 63%); background-size: 400% 100%; animation: lexa-chat-shimmer 1.4s ease infinite; }
.lexa-chat-skeleton-avatar { width: 40px; height: 40px; border-radius: 50%; flex: none; }
@keyframes lexa-chat-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
/* Phones (the full-screen panel): 16 px input text so the browser does not zoom in, 44 px tap targets. */
.lexa-chat-panel[data-layout='fullscreen'] .lexa-chat-textarea { font-size: 16px; min-height: 44px; }
.lexa-chat-panel[data-layout='fullscreen'] button { min-width: 44px; min-height: 44px; }
@media (prefers-reduced-motion: reduce) { .lexa-chat-typing span, .lexa-chat-skeleton-line { animation: none; } }
`;
