export * from './components/AssistantConfigTab';
export * from './components/SystemPromptsTab';
export { staffAssistantKeys } from './api/assistant-admin-api';
