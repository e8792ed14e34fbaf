// A TCP server on a free loopback port that plays a PostgreSQL server refusing every connection
// with one SQLSTATE (still starting up, wrong password…), and can switch to forwarding
// connections to a real server, as a database coming up would.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface PgRefusal {
  code: string;
  message: string;
}

/** An ErrorResponse message (protocol v3): 'E', length, the fields, a terminating zero. */
function errorResponse({ code, message }: PgRefusal): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`)),
  );
  const length = Buffer.alloc(4);
  length.writeInt32BE(4 + fields.length + 1);
  return Buffer.concat([Buffer.from('E'), length, fields, Buffer.from([0])]);
}

export interface FakePostgres {
  port: number;
  /** From now on, connections are forwarded to `target` (host:port of a real server). */
  forwardTo(target: { host: string; port: number }): void;
  close(): Promise<void>;
}

export async function fakePostgres(refusal: PgRefusal): Promise<FakePostgres> {
  let target: { host: string; port: number } | null = null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (target) {
      const upstream = connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
      return;
    }
    // Answer the startup message as a server that will not take the connection.
    socket.once('data', () => socket.end(errorResponse(refusal)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake PostgreSQL has no port');
  return {
    port: address.port,
    forwardTo: (next) => {
      target = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
