/** A WebSocket the test drives by hand; it records what the page sends. */
export class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, string>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, string>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  /** The server accepts the connection and the token. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
    this.receive({ type: 'authenticated' });
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection drops. */
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  /** The server closes the socket because its session ended (logout elsewhere, a password change). */
  endSession() {
    this.readyState = 3;
    this.onclose?.({ code: 4401 });
  }
}

/** Puts `FakeSocket` in place of the browser's WebSocket, with no socket opened yet. */
export function installFakeSockets(): void {
  FakeSocket.instances = [];
  Object.assign(globalThis, { WebSocket: FakeSocket });
}
