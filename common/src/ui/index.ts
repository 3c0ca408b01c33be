export * from './UiProviders';
export * from './StaffSignInForm';
