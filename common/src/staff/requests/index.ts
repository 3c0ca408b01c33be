export * from './api/staff-requests-api';
export * from './hooks/use-staff-requests';
export * from './hooks/use-staff-request';
export * from './hooks/use-request-attorneys';
export * from './hooks/use-staff-live-updates';
export * from './components/StaffRequestList';
export * from './components/StaffRequestDialog';
