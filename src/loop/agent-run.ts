import type { AgentEvent } from "./events.js";
import type { RunResult } from "./run-result.js";

/**
 * A run in progress: an async iterable of its events and a promise of its result.
 * Every iterator receives every event from the start, however late it begins.
 *
 * @example
 * const run = agent.run("list the files");
 * for await (const event of run) if (event.type === "model.delta") process.stdout.write(event.delta.type === "text_delta" ? event.delta.text : "");
 * const result = await run;
 */
export class AgentRun implements AsyncIterable<AgentEvent>, PromiseLike<RunResult> {
  readonly #events: AgentEvent[] = [];
  readonly #waiters = new Set<() => void>();
  readonly #result: Promise<RunResult>;
  #done = false;

  /** @internal The loop drives the run through `push` and the executor's promise. */
  constructor(executor: (push: (event: AgentEvent) => void) => Promise<RunResult>) {
    this.#result = executor((event) => this.#push(event)).finally(() => {
      this.#done = true;
      this.#wake();
    });
  }

  /** The events so far. */
  get events(): readonly AgentEvent[] {
    return this.#events;
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
    let index = 0;
    while (true) {
      while (index < this.#events.length) yield this.#events[index++]!;
      if (this.#done) return;
      await new Promise<void>((resolve) => this.#waiters.add(resolve));
    }
  }

  #push(event: AgentEvent): void {
    this.#events.push(event);
    this.#wake();
  }

  #wake(): void {
    if (this.#waiters.size === 0) return;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }
}
