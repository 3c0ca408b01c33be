export * from './api/staff-attorneys-api';
export * from './hooks/use-staff-attorneys';
