/** Staff screens shared by the admin console and the client dashboard's admin sections (one component, two doors). */
export * from './staff-api';
export * from './charts';
export * from './messages';
export * from './attorneys';
export * from './requests/index';
export * from './assistant';
export * from './sessions';
export * from './visitors';
export * from './files/index';
export * from './audit/index';
