import type { AgentEvent } from "./events.js";
import type { RunResult } from "./run-result.js";

type DeltaEvent = Extract<AgentEvent, { type: "model.delta" }>;

/** A run of consecutive deltas in the buffer. `open` while more may join it; `finished` once its turn's response arrived. */
interface DeltaSlot {
  readonly iteration: number;
  deltas: DeltaEvent[];
  open: boolean;
  finished: boolean;
}

interface Cursor {
  /** The buffer position it is at. */
  index: number;
  /** Within a delta slot at `index`, the next delta. */
  delta: number;
}

/**
 * A run in progress: an async iterable of its events and a promise of its result.
 *
 * Every iterator receives every event in order, however late it begins, with one exception that
 * keeps a long run's memory flat: once a turn's response has arrived (`model.response` holds the
 * whole content) and every iterator then running has passed the `model.delta` events that streamed
 * it, those deltas are dropped. An iterator that starts after that sees the response without them.
 *
 * @example
 * const run = agent.run("list the files");
 * for await (const event of run) if (event.type === "model.delta") process.stdout.write(event.delta.type === "text_delta" ? event.delta.text : "");
 * const result = await run;
 */
export class AgentRun implements AsyncIterable<AgentEvent>, PromiseLike<RunResult> {
  readonly #buffer: Array<AgentEvent | DeltaSlot> = [];
  readonly #cursors = new Set<Cursor>();
  readonly #waiters = new Set<() => void>();
  readonly #result: Promise<RunResult>;
  /** The delta slots of turns whose response has not arrived yet. */
  #streaming: DeltaSlot[] = [];
  /** Everything before this position is settled: no delta slot there still holds deltas. */
  #releasedUpTo = 0;
  #done = false;

  /** @internal The loop drives the run through `push` and the executor's promise. */
  constructor(executor: (push: (event: AgentEvent) => void) => Promise<RunResult>) {
    this.#result = executor((event) => this.#push(event)).finally(() => {
      this.#done = true;
      this.#wake();
    });
  }

  /** The events so far, in order (without the deltas already dropped). */
  get events(): readonly AgentEvent[] {
    return this.#buffer.flatMap((item) => (isSlot(item) ? item.deltas : [item]));
  }

  then<A = RunResult, B = never>(
    onFulfilled?: ((value: RunResult) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#result.then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<RunResult | B> {
    return this.#result.catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<RunResult> {
    return this.#result.finally(onFinally);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<AgentEvent> {
    const cursor: Cursor = { index: 0, delta: 0 };
    this.#cursors.add(cursor);
    try {
      while (true) {
        const item = this.#buffer[cursor.index];
        if (item === undefined) {
          if (this.#done) return;
          await new Promise<void>((resolve) => this.#waiters.add(resolve));
        } else if (!isSlot(item)) {
          cursor.index++;
          yield item;
        } else if (cursor.delta < item.deltas.length) {
          yield item.deltas[cursor.delta++]!;
        } else if (item.open && !this.#done) {
          await new Promise<void>((resolve) => this.#waiters.add(resolve));
        } else {
          cursor.index++;
          cursor.delta = 0;
          this.#release();
        }
      }
    } finally {
      this.#cursors.delete(cursor);
      this.#release();
    }
  }

  #push(event: AgentEvent): void {
    const last = this.#buffer.at(-1);
    if (event.type === "model.delta") {
      if (last !== undefined && isSlot(last) && last.open) last.deltas.push(event);
      else {
        const slot: DeltaSlot = { iteration: event.iteration, deltas: [event], open: true, finished: false };
        this.#buffer.push(slot);
        this.#streaming.push(slot);
      }
    } else {
      if (last !== undefined && isSlot(last)) last.open = false;
      if (event.type === "model.response" && this.#streaming.length > 0) {
        for (const slot of this.#streaming) if (slot.iteration === event.iteration) slot.finished = true;
        this.#streaming = this.#streaming.filter((slot) => !slot.finished);
      }
      this.#buffer.push(event);
      if (event.type === "model.response") this.#release();
    }
    this.#wake();
  }

  /** Empties the finished delta slots every running iterator has passed. */
  #release(): void {
    let passedBelow = this.#buffer.length;
    for (const cursor of this.#cursors) passedBelow = Math.min(passedBelow, cursor.index);
    let settled = true;
    for (let index = this.#releasedUpTo; index < passedBelow; index++) {
      const item = this.#buffer[index]!;
      if (!isSlot(item) || item.deltas.length === 0) {
        if (settled) this.#releasedUpTo = index + 1;
      } else if (item.finished) {
        item.deltas = [];
        if (settled) this.#releasedUpTo = index + 1;
      } else settled = false;
    }
  }

  #wake(): void {
    if (this.#waiters.size === 0) return;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }
}

function isSlot(item: AgentEvent | DeltaSlot): item is DeltaSlot {
  return (item as DeltaSlot).deltas !== undefined && (item as { type?: unknown }).type === undefined;
}
