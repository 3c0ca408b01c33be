export * from './api/staff-audit-api';
export * from './hooks/use-audit-trail';
export * from './components/AuditActivity';
