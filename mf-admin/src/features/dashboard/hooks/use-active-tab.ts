import { useCallback } from 'react';
import { useSearchParams } from '@lexa/router';
import { ADMIN_TABS, type AdminTab, type AdminTabKey } from '../admin-tabs';

/** The selected tab lives in `?tab=` so a reload or a shared link opens the same tab. */
export function useActiveTab(): [AdminTab, (key: AdminTabKey) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab = ADMIN_TABS.find((tab) => tab.key === requested) ?? ADMIN_TABS[0];
  const selectTab = useCallback((key: AdminTabKey) => setSearchParams({ tab: key }), [setSearchParams]);
  return [activeTab, selectTab];
}
