import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@lexa/common/ui';
import { fetchSlugAvailability, ownProfileKeys } from '../api/profile-edit';

/** How long typing pauses before the address is checked: one call per pause, not per key. */
export const SLUG_CHECK_DELAY_MS = 400;

/** Whether the typed profile address is free (the attorney's own counts as free); nothing is asked for ''. */
export function useSlugAvailability(slug: string) {
  const settled = useDebouncedValue(slug.trim().toLowerCase(), SLUG_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ownProfileKeys.slug(settled),
    queryFn: ({ signal }) => fetchSlugAvailability(settled, signal),
    enabled: settled !== '',
  });
  return { ...query, checkedSlug: settled };
}
