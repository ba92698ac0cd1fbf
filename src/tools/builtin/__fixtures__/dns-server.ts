import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

/** A DNS server on 127.0.0.1 that answers A queries from a script, and counts them. */
export interface ScriptedDnsServer {
  /** `host:port`, for `Resolver.setServers`. */
  readonly address: string;
  /** The names asked for, one entry per A query. */
  readonly queries: string[];
  close(): Promise<void>;
}

/**
 * Starts a DNS server on 127.0.0.1 whose answer to the n-th A query is `answer(name, n)` (an IPv4
 * address, with a TTL of 0, as a rebinding attacker's server gives), or nothing for `undefined`.
 * Other query types get an empty answer.
 *
 * @example
 * const dns = await startDnsServer((_name, n) => (n === 0 ? "93.184.216.34" : "127.0.0.1"));
 */
export async function startDnsServer(answer: (name: string, index: number) => string | undefined): Promise<ScriptedDnsServer> {
  const socket = createSocket("udp4");
  const queries: string[] = [];
  socket.on("message", (query, peer) => {
    const { name, end, type } = readQuestion(query);
    const address = type === 1 ? answer(name, queries.push(name) - 1) : undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(address === undefined ? 0 : 1, 6);
    const parts = [header, query.subarray(12, end)];
    if (address !== undefined) {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(1, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(0, 6);
      record.writeUInt16BE(4, 10);
      address.split(".").forEach((octet, index) => record.writeUInt8(Number(octet), 12 + index));
      parts.push(record);
    }
    socket.send(Buffer.concat(parts), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return { address: `127.0.0.1:${port}`, queries, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

function readQuestion(query: Buffer): { name: string; end: number; type: number } {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset] as number;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  const type = query.readUInt16BE(offset + 1);
  return { name: labels.join("."), end: offset + 5, type };
}
