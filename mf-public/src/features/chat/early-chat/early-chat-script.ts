/**
 * The landing's early chat, as a classic script of its own (built by prerender-landing.mjs): it opens the static
 * panel about a second after the page has loaded, as the app's chat would (public spec §2), and keeps what the visitor
 * writes until the app takes over (early-chat-handover.ts). Enter or Send queues one message; it is sent as soon as
 * the assistant is ready. Nothing here runs where the page has no early chat.
 */
import { CHAT_OPEN_DELAY_MS, MOBILE_BREAKPOINT_PX } from '../constants';
import {
  EARLY_CHAT_ID,
  EARLY_QUEUED_ATTRIBUTE,
  EARLY_QUEUED_NOTE,
  EARLY_QUEUED_SELECTOR,
  EARLY_STATUS_SELECTOR,
} from './early-chat-dom';

const root = document.getElementById(EARLY_CHAT_ID);
const form = root?.querySelector('form');
const textarea = form?.querySelector('textarea');

function open() {
  // The app took the page over first: its own chat opens instead.
  if (!root?.isConnected) return;
  root
    .querySelector('section')
    ?.setAttribute('data-layout', window.innerWidth < MOBILE_BREAKPOINT_PX ? 'fullscreen' : 'centered');
  root.hidden = false;
  // The faded title gives the centre to the chat, as on the app's page.
  document.querySelectorAll<HTMLElement>('.lexa-landing-title').forEach((title) => (title.hidden = true));
  textarea?.focus({ preventScroll: true });
}

function queue() {
  const text = textarea?.value.trim();
  if (!root || !textarea || !text || root.hasAttribute(EARLY_QUEUED_ATTRIBUTE)) return;
  root.setAttribute(EARLY_QUEUED_ATTRIBUTE, text);
  textarea.value = '';
  const bubble = root.querySelector<HTMLElement>(EARLY_QUEUED_SELECTOR);
  if (bubble) {
    bubble.firstElementChild!.textContent = text;
    bubble.hidden = false;
  }
  const status = root.querySelector(EARLY_STATUS_SELECTOR);
  if (status) status.textContent = EARLY_QUEUED_NOTE;
}

if (root && form && textarea) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    queue();
  });
  textarea.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    queue();
  });
  const openSoon = () => setTimeout(open, CHAT_OPEN_DELAY_MS);
  if (document.readyState === 'complete') openSoon();
  else window.addEventListener('load', openSoon, { once: true });
}
