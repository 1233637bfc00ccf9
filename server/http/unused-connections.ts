import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets a stopping server close the connections that carry no request. Node's `server.close()` ends idle keep-alive
 * connections, but not one that was opened and never used: browsers open those ahead of need (Chromium preconnects),
 * and one held a stop, and with it a deployment, for as long as the browser kept it (a minute and more). A connection
 * with a request in flight is left to finish, and is closed once answered.
 */
export function trackUnusedConnections(server: Server) {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    // Between closeUnused and the listener's close, a new connection is refused as the closed listener would.
    if (closing) return void socket.destroy();
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, inFlight.get(socket)! + 1);
    res.once('close', () => {
      if (!inFlight.has(socket)) return;
      const left = inFlight.get(socket)! - 1;
      inFlight.set(socket, left);
      // Answered while closing: a keep-alive connection would otherwise wait out its keep-alive timeout (72 s).
      if (closing && left === 0) socket.end();
    });
  });
  return {
    /** Destroys every connection with no request in flight; call once the server has begun closing. */
    closeUnused() {
      closing = true;
      for (const [socket, requests] of inFlight) if (requests === 0) socket.destroy();
    },
  };
}
