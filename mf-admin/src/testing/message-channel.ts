/**
 * jsdom has no MessageChannel, and antd's Form (rc-component/form) posts through one to defer its watchers.
 * This stand-in delivers each message on a timer, which is all Form needs. It belongs in the shared jest setup
 * (tooling/jest/ui-setup.js); until it is there, component tests install it through `renderScreen`.
 */
type MessageListener = ((event: MessageEvent) => void) | null;

class TimerMessageChannel {
  readonly port1 = { onmessage: null as MessageListener };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.(new MessageEvent('message', { data })));
    },
  };
}

globalThis.MessageChannel ??= TimerMessageChannel as unknown as typeof MessageChannel;
