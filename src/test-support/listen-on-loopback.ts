import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A test server listening on 127.0.0.1: where to reach it and how to stop it. */
export interface LoopbackListener {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Drops every open connection (keep-alive clients included), then stops listening. Calling it again resolves too. */
  close(): Promise<void>;
}

/**
 * Starts `server` on a free port of 127.0.0.1 (loopback only: a test never opens a port to the
 * network). Rejects when the server cannot listen rather than waiting forever.
 *
 * @example
 * const { url, close } = await listenOnLoopback(createServer(handler));
 */
export async function listenOnLoopback(server: Server): Promise<LoopbackListener> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // A keep-alive client would hold `close` open: drop the connections first. A second close finds
    // the server stopped; its error is of no interest here, so it resolves as well.
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
