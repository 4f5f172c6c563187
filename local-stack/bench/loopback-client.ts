import { Agent, request } from 'node:http';

/**
 * An HTTP client whose connections leave from its own loopback address (127.0.0.x): the stack
 * bounds what one client address may have in flight (8, issue 25 item 6), so bench clients that
 * shared 127.0.0.1 were measured as one client queueing behind itself. Linux routes the whole
 * 127.0.0.0/8 to the loopback interface, so any of them can connect to a stack on 127.0.0.1.
 */
export interface LoopbackClient {
  address: string;
  send(
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<{ status: number; body: string }>;
  close(): void;
}

/** Client n (0-based) of a bench: 127.0.0.(10 + n), keep-alive like a browser or fetch. */
export function loopbackClient(n: number): LoopbackClient {
  if (n < 0 || n > 240) throw new Error(`loopback client ${n} out of 0…240`);
  const address = `127.0.0.${10 + n}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  return {
    address,
    send(url, init = {}) {
      return new Promise((resolve, reject) => {
        const req = request(
          url,
          { agent, method: init.method ?? 'GET', headers: init.headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(init.body);
      });
    },
    close: () => agent.destroy(),
  };
}
