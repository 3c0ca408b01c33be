import { useCallback, useEffect, useState } from 'react';
import type { DocumentDraft } from '@lexa/common';
import { fetchDrafts } from '../api/documents-api';

/** The client's drafts, loaded on mount and on `reload()`; a failed load keeps the list it had and says so. */
export function useDrafts() {
  const [drafts, setDrafts] = useState<DocumentDraft[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setDrafts(await fetchDrafts());
      setFailed(false);
    } catch (error) {
      console.warn('Loading drafts failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { drafts, loading, failed, reload };
}
