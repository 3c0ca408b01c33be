export * from './UiProviders';
