/**
 * Uncaught errors and unhandled rejections are logged, never shown to the visitor (spec §2 "Other").
 */
window.addEventListener('error', (event) => {
  console.error('[lexa] uncaught error', event.error ?? event.message);
  event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  console.error('[lexa] unhandled rejection', event.reason);
  event.preventDefault();
});
