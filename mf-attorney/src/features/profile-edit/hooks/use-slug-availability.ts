import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchSlugAvailability, ownProfileKeys } from '../api/profile-edit';

/** How long typing pauses before the address is checked: one call per pause, not per key. */
export const SLUG_CHECK_DELAY_MS = 400;

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Whether the typed profile address is free (the attorney's own counts as free); nothing is asked for ''. */
export function useSlugAvailability(slug: string) {
  const settled = useSettledValue(slug.trim().toLowerCase(), SLUG_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ownProfileKeys.slug(settled),
    queryFn: ({ signal }) => fetchSlugAvailability(settled, signal),
    enabled: settled !== '',
  });
  return { ...query, checkedSlug: settled };
}
