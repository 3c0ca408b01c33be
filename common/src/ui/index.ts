export * from './UiProviders';
export * from './StaffSignInForm';
export * from './contract-rule';
export * from './HeaderBar';
export * from './Composer';
export * from './FileDownloadLink';
export * from './download-file';
export * from './tap-target';
