/**
 * The embeddable widget's launcher (`widget/widget.js`): a classic script any page loads with one tag. It must stay
 * tiny and import nothing at run time (the build wraps it in a function and fails if it imports a chunk): it reads
 * its options from its own data attributes, draws the round button in a Shadow DOM, and loads the full widget
 * module (React, antd, the chat) only when the visitor shows interest: first hover, focus or click. The click opens it.
 */
import type { WidgetModule, WidgetOptions } from './widget-options';

/** Only the launcher's own CSS; the widget brings its own once mounted. Fonts are set here, never inherited. */
const LAUNCHER_CSS = `
:host { all: initial; }
.lexa-widget-root { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2937; font-size: 14px; }
.lexa-widget-launcher {
  position: fixed; right: 24px; bottom: 24px; z-index: 2147483000; width: 56px; height: 56px; border-radius: 50%; padding: 0; margin: 0;
  border: none; cursor: pointer; background: #1f4e79; color: #fff; display: flex; align-items: center; justify-content: center;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.25);
}
.lexa-widget-launcher svg { width: 26px; height: 26px; }
.lexa-widget-launcher:focus-visible { outline: 3px solid #91caff; outline-offset: 2px; }
.lexa-widget-launcher[aria-busy='true'] { cursor: progress; opacity: 0.85; }
`;

const ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
  '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';

function readOptions(script: HTMLScriptElement): WidgetOptions {
  const scriptUrl = new URL(script.src, window.location.href);
  const { apiOrigin, position, preset } = script.dataset;
  return {
    apiOrigin: (apiOrigin || scriptUrl.origin).replace(/\/$/, ''),
    position: position === 'centered' ? 'centered' : 'bottom-right',
    preset: preset || undefined,
  };
}

function start(script: HTMLScriptElement) {
  const options = readOptions(script);
  // Resolved against the script, not the page: the module sits beside widget.js wherever it is hosted.
  const moduleUrl = new URL('widget-app.js', new URL(script.src, window.location.href)).href;
  let loading: Promise<WidgetModule> | null = null;
  const load = () => {
    loading ??= (import(/* @vite-ignore */ moduleUrl) as Promise<WidgetModule>).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  const host = document.createElement('lexa-chat-widget');
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = LAUNCHER_CSS;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'lexa-widget-launcher';
  button.setAttribute('aria-label', 'Open chat');
  button.innerHTML = ICON;
  // The widget mounts in this element; its class sets the font, so nothing is inherited from the page.
  const root = document.createElement('div');
  root.className = 'lexa-widget-root';
  root.append(button);
  shadowRoot.append(style, root);
  document.body.appendChild(host);

  const prefetch = () => void load().catch(() => undefined);
  button.addEventListener('pointerenter', prefetch, { once: true });
  button.addEventListener('focus', prefetch, { once: true });
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    load().then(
      (widget) => {
        // The widget draws its own button when closed; this one has done its job.
        button.remove();
        widget.mountWidget(root, options);
      },
      (error: unknown) => {
        button.removeAttribute('aria-busy');
        console.error('Lexa chat widget failed to load', error);
      },
    );
  });
}

// Read now: `currentScript` is only set while this script runs.
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script), { once: true });
}
