import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileView, RequestUpdate } from '@lexa/common';
import { usePolling } from '../../../shared/hooks/use-polling';
import { fetchRequestFiles, fetchRequestUpdates } from '../api/request-conversation-api';

/** Signed-in spec §9: an open request's updates are polled every 5 s. */
export const UPDATES_POLL_MS = 5_000;

/**
 * The open request's messages and files: loaded now, polled every 5 s, and reloaded whenever `liveVersion`
 * changes (a live `request-update` for it). Failed loads keep what is shown and are logged.
 */
export function useRequestConversation(requestId: string, liveVersion: number) {
  const [updates, setUpdates] = useState<RequestUpdate[] | null>(null);
  const [files, setFiles] = useState<FileView[] | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const reloadUpdates = useCallback(async () => {
    try {
      const list = await fetchRequestUpdates(requestId);
      if (alive.current) setUpdates(list);
    } catch (error) {
      console.error('Loading request messages failed', error);
      if (alive.current) setUpdates((previous) => previous ?? []);
    }
  }, [requestId]);

  const reloadFiles = useCallback(async () => {
    try {
      const list = await fetchRequestFiles(requestId);
      if (alive.current) setFiles(list);
    } catch (error) {
      console.error('Loading request files failed', error);
      if (alive.current) setFiles((previous) => previous ?? []);
    }
  }, [requestId]);

  const reload = useCallback(() => {
    void reloadUpdates();
    void reloadFiles();
  }, [reloadUpdates, reloadFiles]);

  const pollUpdates = useCallback(() => void reloadUpdates(), [reloadUpdates]);
  usePolling(pollUpdates, UPDATES_POLL_MS);
  useEffect(() => {
    void reloadFiles();
  }, [reloadFiles]);
  const firstVersion = useRef(liveVersion);
  useEffect(() => {
    if (liveVersion !== firstVersion.current) reload();
  }, [liveVersion, reload]);

  return { updates, files, reload };
}
