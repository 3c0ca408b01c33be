export * from './UiProviders';
export * from './StaffSignInForm';
export * from './contract-rule';
