export * from './api/staff-files-api';
export * from './hooks/use-staff-files';
export * from './components/StaffFilesTab';
