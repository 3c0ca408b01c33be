export * from './api/staff-chats-api';
export * from './hooks/use-staff-chats';
export * from './components/StaffChatsTab';
