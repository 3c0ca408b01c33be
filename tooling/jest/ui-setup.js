// jsdom lacks what react-router and antd expect from a browser.
const nodeUtil = require('node:util');
Object.assign(globalThis, {
  TextEncoder: nodeUtil.TextEncoder,
  TextDecoder: nodeUtil.TextDecoder,
  __BUNDLE_VERSION__: '0.0.0-test',
  __BUNDLE_NAME__: 'test',
});
if (!window.matchMedia) {
  const { staticMediaQueryList } = require('../testing/viewport');
  window.matchMedia = (query) => staticMediaQueryList(query, false);
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
const jsdomComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element) => jsdomComputedStyle(element);

// jsdom has no MessageChannel; antd's Form (rc-component/form) posts through one to defer its watchers.
// Delivering each message on a timer is all Form needs.
if (!globalThis.MessageChannel) {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = { onmessage: null, close() {} };
      this.port2 = {
        postMessage: (data) => setTimeout(() => this.port1.onmessage?.(new MessageEvent('message', { data }))),
        close() {},
      };
    }
  };
}

// Tests drive time with jest's fake timers. TanStack Query batches its notifications to the screen with setTimeout(0)
// by default, so under a fake clock a settled answer would never reach the screen until the test moved time; a
// promise job (which no fake timer touches) delivers it as soon as pending promises settle, as a real browser would.
require('@tanstack/react-query').notifyManager.setScheduler((notify) => Promise.resolve().then(notify));
