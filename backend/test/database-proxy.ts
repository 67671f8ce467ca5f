import net from 'node:net';

/**
 * A TCP proxy in front of the test Postgres that a test can turn into a database that does not
 * answer (accepts connections, never replies) or one that refuses (the port is closed).
 */
export interface DatabaseProxy {
  /** The database URL through the proxy. */
  url: string;
  /** Connections accepted since the last blackhole() (each is one connection attempt by the pool). */
  readonly accepted: number;
  /** Cuts every open connection; new ones are accepted and never answered. */
  blackhole(): void;
  /** Cuts every open connection and closes the port: new connections are refused. */
  refuse(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let answering = true;
  let accepted = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    accepted++;
    if (!answering) return; // held open, never answered
    const upstream = net.connect(Number(target.port), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const close = () => {
    cutAll();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: proxied.toString(),
    get accepted() {
      return accepted;
    },
    blackhole() {
      answering = false;
      accepted = 0;
      cutAll();
    },
    refuse: close,
    close: () => (server.listening ? close() : Promise.resolve()),
  };
}
