/**
 * A TCP proxy in front of the test PostgreSQL whose connections can be made deaf: after
 * `freeze`, nothing the server sends reaches the client any more, while both sockets stay open
 * and no error is raised — what a frozen backend, a stuck proxy or a firewall that silently
 * drops a flow looks like to the API. Connections opened after `freeze` work normally.
 */
import net from 'node:net';

/** A running proxy. */
export interface FreezableProxy {
  /** The database URL with the proxy's address instead of the server's. */
  url: string;
  /** Stops forwarding the server's bytes on every connection open now. */
  freeze(): void;
  /** Closes every connection and the proxy. */
  close(): Promise<void>;
}

/**
 * Starts a proxy on a free port of 127.0.0.1 to the server of a database URL.
 *
 * @param databaseUrl postgres:// URL of the test database
 */
export async function startFreezableProxy(databaseUrl: string): Promise<FreezableProxy> {
  const target = new URL(databaseUrl);
  const pairs: { client: net.Socket; upstream: net.Socket }[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    for (const [socket, peer] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => peer.destroy());
      socket.on('close', () => peer.destroy());
    }
    pairs.push({ client, upstream });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze() {
      for (const { client, upstream } of pairs) {
        upstream.unpipe(client);
        upstream.pause();
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
