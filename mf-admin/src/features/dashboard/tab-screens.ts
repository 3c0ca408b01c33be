import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminTabKey } from './admin-tabs';

/** Each tab is its own chunk, downloaded when first opened: the console loads only the open tab's code. */
export const TAB_SCREENS: Record<AdminTabKey, LazyExoticComponent<ComponentType>> = {
  requests: lazy(() => import('../requests/components/RequestsTab').then((tab) => ({ default: tab.RequestsTab }))),
  messages: lazy(() => import('./staff-tabs/messages')),
  sessions: lazy(() => import('./staff-tabs/chats')),
  visitors: lazy(() => import('./staff-tabs/visitors')),
  users: lazy(() => import('../users/components/UsersTab').then((tab) => ({ default: tab.UsersTab }))),
  prompts: lazy(() => import('./staff-tabs/prompts')),
  config: lazy(() => import('./staff-tabs/config')),
  files: lazy(() => import('./staff-tabs/files')),
  settings: lazy(() => import('../settings/components/SettingsTab').then((tab) => ({ default: tab.SettingsTab }))),
};
