export * from './domain/requests';
export * from './domain/contract';
export * from './validation/signup';
export * from './http/storage-keys';
export * from './http/api-client';
export * from './session/session-store';
