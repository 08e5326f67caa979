import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Upstream = { name: string; port: number; healthy: boolean };
export type Served = { method: string; path: string; upstream: string; status: number };

const HEALTH_EVERY_MS = 200;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** One request to one upstream on a connection of its own; rejects only if no answer started. */
function forward(up: Upstream, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = http.request(
      { host: '127.0.0.1', port: up.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => resolve(answer.statusCode ?? 502));
        answer.on('error', () => res.destroy());
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

/**
 * A small HTTP balancer for the cluster test, behaving as HAProxy does with `balance roundrobin`,
 * `http-server-close`, `option httpchk GET /readyz` and `retry-on conn-failure empty-response`: each request goes to
 * the next healthy instance on a new connection, and is sent to another one only when the connection
 * was refused or reset before any answer began, as the README's HAProxy example does.
 */
export async function startBalancer(upstreams: Upstream[]) {
  let turn = 0;
  const served: Served[] = [];
  const pick = () => {
    const healthy = upstreams.filter((u) => u.healthy);
    const from = healthy.length > 0 ? healthy : upstreams;
    return from[turn++ % from.length];
  };
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    for (let attempt = 0; attempt < upstreams.length * 3; attempt++) {
      const up = pick();
      try {
        const status = await forward(up, req, body, res);
        served.push({ method: req.method ?? 'GET', path: req.url ?? '', upstream: up.name, status });
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ECONNREFUSED') {
          up.healthy = false;
          continue;
        }
        // A connection the kernel had queued as the instance closed its listener is reset with no
        // answer: HAProxy's `retry-on empty-response` (README) sends the request to another instance.
        if (code === 'ECONNRESET') continue;
        served.push({ method: req.method ?? 'GET', path: req.url ?? '', upstream: up.name, status: 502 });
        if (!res.headersSent) res.writeHead(502).end();
        return;
      }
    }
    res.writeHead(503).end();
  });
  const check = (up: Upstream) =>
    new Promise<void>((resolve) => {
      const probe = http.get(
        { host: '127.0.0.1', port: up.port, path: '/readyz', agent: false, timeout: 1000 },
        (r) => {
          up.healthy = r.statusCode === 200;
          r.resume();
          resolve();
        },
      );
      probe.on('error', () => {
        up.healthy = false;
        resolve();
      });
      probe.on('timeout', () => probe.destroy());
    });
  const timer = setInterval(() => upstreams.forEach((u) => void check(u)), HEALTH_EVERY_MS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export type Balancer = Awaited<ReturnType<typeof startBalancer>>;
