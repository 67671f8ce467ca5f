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
  /**
   * Open connections stay open but nothing passes either way (a frozen server, or a network that
   * drops packets without a reset); new connections are held unanswered.
   */
  freeze(): void;
  /** What was held passes again; held connections reach the database. */
  thaw(): void;
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
  let frozen = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held = new Set<net.Socket>();
  const connect = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    track(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    accepted++;
    if (!answering) return; // held open, never answered
    if (frozen) {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    connect(client);
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
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    thaw() {
      frozen = false;
      for (const { client, upstream } of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
      for (const client of held) connect(client);
      held.clear();
    },
    close: () => (server.listening ? close() : Promise.resolve()),
  };
}
