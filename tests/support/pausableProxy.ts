import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can stop answering, as a paused or partitioned database
 * does: while paused, nothing is forwarded either way and new connections wait, their bytes kept.
 */
export interface PausableProxy {
  /** The database URL rewritten to go through the proxy. */
  url: string;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function pausableProxy(databaseUrl: string): Promise<PausableProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let paused = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (paused) {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    pause: () => {
      paused = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    resume: () => {
      paused = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
