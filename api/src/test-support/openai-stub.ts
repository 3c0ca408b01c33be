import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubReply = { status?: number; delayMs?: number; body: unknown };

/** A local stand-in for POST /v1/responses (ARCHITECTURE §8): records each request, answers from a script. */
export class StubResponsesServer {
  readonly requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
  private readonly server: Server;
  next: StubReply = { body: {} };

  constructor() {
    this.server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      this.requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw || '{}'),
      });
      const { status = 200, delayMs = 0, body } = this.next;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, delayMs);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The minimal Responses API answer carrying `text` as the output text. */
export const textResponse = (text: string) => ({
  id: 'resp_1',
  object: 'response',
  output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }],
});

/** The assistant config that points the openai provider at a running stub. */
export const stubAssistantConfig = (baseUrl: string) => ({
  openaiApiKey: 'sk-test',
  openaiBaseUrl: baseUrl,
  model: 'gpt-4.1-mini',
  timeoutMs: 5_000,
  maxRetries: 0,
});
