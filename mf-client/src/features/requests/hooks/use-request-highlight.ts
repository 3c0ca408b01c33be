import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Signed-in spec §9: the highlight ring lasts 5 s. */
export const HIGHLIGHT_MS = 5_000;
const DASHBOARD_PATH = '/client/dashboard';

export interface RequestHighlightOptions {
  /** Ids of the requests on screen; the flow starts once the asked-for one is among them. */
  loadedIds: readonly string[] | null;
  expand: (requestId: string) => void;
  cardElement: (requestId: string) => HTMLElement | null;
  messagesElement: (requestId: string) => HTMLElement | null;
}

const scrollTo = (element: HTMLElement | null) => element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

/**
 * `?request={id}&highlight=true` (signed-in spec §2.2): open that request and expand its details, scroll to it,
 * highlight it for 5 s, then scroll to its messages and reset the URL to the plain dashboard path.
 */
export function useRequestHighlight({ loadedIds, expand, cardElement, messagesElement }: RequestHighlightOptions): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const wanted = params.get('highlight') === 'true' ? params.get('request') : null;
  const handled = useRef<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const elements = useRef({ cardElement, messagesElement });
  useEffect(() => {
    elements.current = { cardElement, messagesElement };
  }, [cardElement, messagesElement]);

  const present = wanted !== null && loadedIds !== null && loadedIds.includes(wanted);
  useEffect(() => {
    if (!present || !wanted || handled.current === wanted) return;
    handled.current = wanted;
    expand(wanted);
    setHighlighted(wanted);
    // After the expanded details have rendered.
    timers.current.push(
      setTimeout(() => scrollTo(elements.current.cardElement(wanted)), 0),
      setTimeout(() => {
        setHighlighted(null);
        scrollTo(elements.current.messagesElement(wanted));
        navigate(DASHBOARD_PATH, { replace: true });
      }, HIGHLIGHT_MS),
    );
  }, [present, wanted, expand, navigate]);

  // Only leaving the screen cancels a started flow (a re-render or list refresh must not strand the highlight).
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return highlighted;
}
