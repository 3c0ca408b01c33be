require('@testing-library/jest-dom');
afterEach(() => {
  window.localStorage.clear();
});
// In the browser the toast machinery is a lazy chunk loaded at the first toast; loading it here up front keeps a
// test's first toast from waiting on jest compiling antd's modal and notification modules.
require('../../common/src/ui/toasts/ToastOutlet');
