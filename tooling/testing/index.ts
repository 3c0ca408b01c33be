/** Helpers for the bundles' component tests (jest, jsdom), imported as `@lexa/testing`. */
export * from './render-screen';
export * from './query-wrapper';
export * from './http-error';
export * from './viewport';
export * from './session-fixtures';
export * from './request-fixtures';
export * from './fake-socket';
export * from './staff';
