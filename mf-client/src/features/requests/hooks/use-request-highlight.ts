import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@lexa/router';
import { httpStatusOf, reportFailures, type LegalRequest } from '@lexa/common';
import { fetchOwnRequest, requestKeys } from '../api/requests-api';

/** Signed-in spec §9: the highlight ring lasts 5 s. */
export const HIGHLIGHT_MS = 5_000;
const DASHBOARD_PATH = '/client/dashboard';

export interface RequestHighlightOptions {
  /** Ids of the requests on screen; the flow starts once the asked-for one is among them (or has been fetched). */
  loadedIds: readonly string[] | null;
  expand: (requestId: string) => void;
  cardElement: (requestId: string) => HTMLElement | null;
  messagesElement: (requestId: string) => HTMLElement | null;
}

export interface RequestHighlight {
  highlighted: string | null;
  /** The asked-for request when it was not on the loaded page: fetched on its own, for showing above the list. */
  pinned: LegalRequest | null;
}

const scrollTo = (element: HTMLElement | null) => element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

/**
 * `?request={id}&highlight=true` (signed-in spec §2.2): open that request and expand its details, scroll to it,
 * highlight it for 5 s, then scroll to its messages and reset the URL to the plain dashboard path. A request
 * that is not on the loaded page is fetched and returned as `pinned`; an unknown or foreign one only resets the URL.
 */
export function useRequestHighlight({
  loadedIds,
  expand,
  cardElement,
  messagesElement,
}: RequestHighlightOptions): RequestHighlight {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // The fetched request whose flow ran: it stays pinned once the URL is plain again.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const wanted = params.get('highlight') === 'true' ? params.get('request') : null;
  const handled = useRef<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const elements = useRef({ cardElement, messagesElement });
  useEffect(() => {
    elements.current = { cardElement, messagesElement };
  }, [cardElement, messagesElement]);

  // Once the URL is plain again, the same link (a notification clicked twice) may run the flow again.
  useEffect(() => {
    if (wanted === null) handled.current = null;
  }, [wanted]);

  const onPage = wanted !== null && loadedIds !== null && loadedIds.includes(wanted);
  const missing = wanted !== null && loadedIds !== null && !onPage;
  const lookupId = missing ? wanted : pinnedId;
  const { data: pinned = null } = useQuery({
    queryKey: requestKeys.linked(lookupId),
    queryFn:
      lookupId === null
        ? skipToken
        : reportFailures(
            ({ signal }) => fetchOwnRequest(lookupId, signal),
            (error) => {
              if (httpStatusOf(error) !== 404) console.warn('Loading the linked request failed', error);
              navigate(DASHBOARD_PATH, { replace: true });
            },
          ),
  });
  const fetched = wanted !== null && !onPage && pinned?.id === wanted;

  const present = onPage || fetched;
  useEffect(() => {
    if (!present || !wanted || handled.current === wanted) return;
    handled.current = wanted;
    if (fetched) setPinnedId(wanted);
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
  }, [present, fetched, wanted, expand, navigate]);

  // Only leaving the screen cancels a started flow (a re-render or list refresh must not strand the highlight).
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return { highlighted, pinned };
}
