// Test helper (kept out of the shop by its name): a stand-in for another service on a loopback port whose
// behaviour each test sets — answering, answering 500, never answering (a slow service), or down (its port
// closed) — so the shop's reads can be seen falling back and recovering.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next requests. */
export type FaultMode = 'good' | '500' | 'hang' | 'down';

/** A stand-in answering with `answer` while good and with `failure` in mode '500'. */
export function faultStandIn(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
  failure: (res: ServerResponse) => void,
) {
  let mode: FaultMode = 'good';
  let server: Server;
  let port = 0;
  const listen = () => {
    server = createServer((req, res) => {
      if (mode === 'hang') return;
      if (mode === '500') return failure(res);
      answer(req, res);
    });
    return new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  };
  const close = () => new Promise((r) => server.close(r).closeAllConnections());
  return {
    /** Starts listening (on the same port again after 'down'). */
    listen,
    /** Its port, once listening. */
    port: () => port,
    /** Switches the behaviour: 'down' closes the port, leaving 'down' opens it again. */
    async setMode(next: FaultMode): Promise<void> {
      if (mode === 'down' && next !== 'down') await listen();
      if (next === 'down') await close();
      else server.closeAllConnections();
      mode = next;
    },
    /** Stops it for good. */
    async stop(): Promise<void> {
      if (mode !== 'down') await close();
    },
  };
}
