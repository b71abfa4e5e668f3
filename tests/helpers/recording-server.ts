import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An HTTP endpoint on 127.0.0.1 that records every call and answers `reply.status` with
 * `reply.body` (JSON): a Pages deploy hook or a Resend-style mail API as far as our adapters can
 * tell. Tests change `reply` to make the outside system fail, or set `hang` to never answer.
 */
export async function startRecordingServer(reply: { status: number; body: unknown } = { status: 200, body: { id: 'ok' } }) {
  const calls: RecordedCall[] = [];
  const control = { reply, hang: false };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: req.url ?? '/', headers: req.headers, body });
      if (control.hang) return;
      res.writeHead(control.reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(control.reply.body));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, control };
}
