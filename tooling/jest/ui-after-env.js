require('@testing-library/jest-dom');
afterEach(() => {
  window.localStorage.clear();
});
// In the browser the toast machinery is a lazy chunk loaded at the first toast; loading it here up front keeps a
// test's first toast from waiting on jest compiling antd's modal and notification modules.
require('../../common/src/ui/toasts/ToastOutlet');
// A screen's first render compiles antd modules on demand, which on a loaded 2-core CI machine can outlast the
// default one second that findBy* and waitFor wait: they wait for what a user would see, not for a deadline.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
