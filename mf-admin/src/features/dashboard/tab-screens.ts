import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RequestsTab } from '../requests/components/RequestsTab';
import type { AdminTabKey } from './admin-tabs';

/**
 * The tab the console opens on ships with it; every other tab is its own chunk, downloaded when first opened, so the
 * console loads only the code of the tabs the admin opens.
 */
export const TAB_SCREENS: Record<AdminTabKey, ComponentType | LazyExoticComponent<ComponentType>> = {
  requests: RequestsTab,
  messages: lazy(() => import('./staff-tabs/messages')),
  sessions: lazy(() => import('./staff-tabs/chats')),
  visitors: lazy(() => import('./staff-tabs/visitors')),
  users: lazy(() => import('../users/components/UsersTab').then((tab) => ({ default: tab.UsersTab }))),
  prompts: lazy(() => import('./staff-tabs/prompts')),
  config: lazy(() => import('./staff-tabs/config')),
  files: lazy(() => import('./staff-tabs/files')),
  settings: lazy(() => import('../settings/components/SettingsTab').then((tab) => ({ default: tab.SettingsTab }))),
};
