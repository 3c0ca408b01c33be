export * from './UiProviders';
export * from './StaffSignInForm';
export * from './contract-rule';
export * from './HeaderBar';
