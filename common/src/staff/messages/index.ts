export * from './components/StaffMessagesTab';
export { staffMessageKeys } from './api/staff-messages-api';
