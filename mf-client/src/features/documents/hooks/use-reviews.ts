import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { DocumentReview } from '@lexa/common';
import { fetchReviews } from '../api/documents-api';

/** The review list is refreshed this often while any review is pending or processing (signed-in spec §9). */
export const REVIEW_REFRESH_MS = 2000;

const isWorking = (review: DocumentReview) => review.status === 'pending' || review.status === 'processing';

/** The client's reviews: loaded once, then refreshed every 2 s for as long as one is still being worked on. */
export function useReviews() {
  const { notification } = App.useApp();
  const [reviews, setReviews] = useState<DocumentReview[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      setReviews(await fetchReviews());
    } catch (error) {
      console.warn('Loading reviews failed', error);
      notification.error({ title: 'Error', description: 'Failed to fetch reviews' });
    } finally {
      setLoading(false);
    }
  }, [notification]);

  useEffect(() => {
    void load();
  }, [load, version]);

  const working = reviews.some(isWorking);
  useEffect(() => {
    if (!working) return undefined;
    const timer = setInterval(() => void load(), REVIEW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [working, load]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { reviews, loading, reload };
}
