import { spawn, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import { getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { killOnExit } from "../tools/builtin/shared/exit-cleanup.js";
import { signalProcessGroup } from "../tools/builtin/shared/process-group.js";
import { TextTail } from "./text-tail.js";

/** How to start a server process. */
export interface StdioProcessOptions {
  command: string;
  args?: readonly string[];
  /** Added to the minimal environment the SDK passes on (HOME, LOGNAME, PATH, SHELL, TERM, USER). */
  env?: Readonly<Record<string, string>>;
  cwd?: string;
  /** How long the process may take to exit after its stdin closes before it is signalled (default 1 000 ms). */
  graceMs?: number;
  /** Also receives what the server writes to stderr (the proxy passes it on to its own stderr). */
  onStderr?: (text: string) => void;
}

/** Lines of stdout that were not JSON-RPC messages: how many, and the first of them. */
export interface InvalidOutput {
  count: number;
  first: string;
}

const STDERR_TAIL_CHARS = 4_000;
/** The longest line a server may write before it is dropped as garbage (the SDK's limit). */
const MAX_LINE_BYTES = 10 * 1024 * 1024;

/**
 * The stdio transport of an MCP server process, made to never outlive loopgate and to explain its
 * failures: the process leads its own process group, which is killed when it is closed, when its
 * main process exits, and when Node exits; it does not keep Node running by itself; its stderr is
 * kept (the last 4,000 characters) for error messages; lines on stdout that are not JSON-RPC are
 * counted and the first kept, and skipped.
 */
export class StdioProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #options: StdioProcessOptions;
  readonly #stderr = new TextTail(STDERR_TAIL_CHARS);
  #pending: Buffer | undefined;
  #child: ChildProcess | undefined;
  #forget: (() => void) | undefined;
  #exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  #invalid: InvalidOutput | undefined;
  #closed = false;

  constructor(options: StdioProcessOptions) {
    this.#options = options;
  }

  /** The server's process id, once started. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** The last characters the server wrote to stderr. */
  get stderrTail(): string {
    return this.#stderr.toString();
  }

  /** What the server wrote to stdout that was not a JSON-RPC message, if anything. */
  get invalidOutput(): InvalidOutput | undefined {
    return this.#invalid;
  }

  /** How the process ended, once it has: `exit code 1`, `signal SIGKILL`. */
  get exitDescription(): string | undefined {
    if (!this.#exit) return undefined;
    return this.#exit.signal ? `signal ${this.#exit.signal}` : `exit code ${String(this.#exit.code)}`;
  }

  start(): Promise<void> {
    const { command, args = [], env, cwd } = this.#options;
    return new Promise((resolve, reject) => {
      const child = spawn(command, [...args], {
        env: { ...getDefaultEnvironment(), ...env },
        ...(cwd !== undefined ? { cwd } : {}),
        stdio: ["pipe", "pipe", "pipe"],
        // Its own process group, so closing it also ends what it started (npx → node, a shell's children).
        detached: true,
        windowsHide: true,
      });
      this.#child = child;
      child.once("error", (error) => {
        if (child.pid === undefined) reject(error);
        else this.onerror?.(error);
      });
      child.once("spawn", () => {
        this.#forget = killOnExit(child.pid!);
        resolve();
      });
      child.once("exit", (code, signal) => {
        this.#exit = { code, signal };
        // Whatever the main process left behind in its group goes with it, which also closes the pipes.
        signalProcessGroup(child.pid!, "SIGKILL");
        this.#forget?.();
      });
      child.once("close", () => {
        this.#closed = true;
        this.onclose?.();
      });
      child.stdout!.on("data", (chunk: Buffer) => this.#read(chunk));
      child.stderr!.setEncoding("utf8").on("data", (text: string) => {
        this.#stderr.append(text);
        this.#options.onStderr?.(text);
      });
      for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.on("error", (error) => this.onerror?.(error));
      // A server must not keep Node alive on its own: pending requests hold it while they wait.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as Socket | null)?.unref?.();
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.#child?.stdin;
    if (!stdin || this.#closed || !stdin.writable) return Promise.reject(new Error("the server process is not running"));
    return new Promise((resolve, reject) => {
      stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Closes stdin (servers exit on end of input), then signals the process group: SIGTERM, then SIGKILL. */
  async close(): Promise<void> {
    const child = this.#child;
    if (!child || child.pid === undefined) return;
    if (!this.#exit) {
      child.stdin?.end();
      const grace = this.#options.graceMs ?? 1_000;
      if (!(await exited(child, grace))) {
        signalProcessGroup(child.pid, "SIGTERM");
        if (!(await exited(child, grace))) signalProcessGroup(child.pid, "SIGKILL");
      }
    }
    signalProcessGroup(child.pid, "SIGKILL");
    this.#forget?.();
    if (!this.#closed) await new Promise<void>((resolve) => (this.#closed ? resolve() : child.once("close", () => resolve())));
  }

  #read(chunk: Buffer): void {
    let buffer = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    for (let newline = buffer.indexOf(10); newline !== -1; newline = buffer.indexOf(10)) {
      const line = buffer.toString("utf8", 0, newline).replace(/\r$/, "");
      buffer = buffer.subarray(newline + 1);
      if (line.trim() !== "") this.#parse(line);
    }
    if (buffer.length > MAX_LINE_BYTES) {
      this.#noteInvalid(`${buffer.toString("utf8", 0, 200)}… (over ${MAX_LINE_BYTES} bytes without a line break)`);
      buffer = Buffer.alloc(0);
    }
    this.#pending = buffer.length > 0 ? buffer : undefined;
  }

  #parse(line: string): void {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.#noteInvalid(line);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (parsed.success) this.onmessage?.(parsed.data);
    else this.#noteInvalid(line);
  }

  #noteInvalid(line: string): void {
    const sample = line.length > 200 ? `${line.slice(0, 200)}…` : line;
    if (this.#invalid) this.#invalid.count++;
    else this.#invalid = { count: 1, first: sample };
    this.onerror?.(new Error(`the server wrote a line to stdout that is not a JSON-RPC message: ${sample}`));
  }
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off("exit", onExit);
      resolve(false);
    }, ms);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once("exit", onExit);
  });
}
