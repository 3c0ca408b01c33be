export * from './api/staff-visitors-api';
export * from './components/StaffVisitorsTab';
