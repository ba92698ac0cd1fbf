/**
 * The abort signals and time limits of one run's tool calls. Each call follows the run and can be
 * stopped on its own (its time limit, a wrap layer that failed closed). An `AbortSignal` is made
 * only when a tool reads it — most calls never do — the run's signal is listened to once, and one
 * timer serves every deadline, so a call costs no timer of its own.
 */
export interface CallSignals {
  /** A new call, stopped after `timeoutMs` (0: no limit). */
  open(timeoutMs: number): CallSignal;
}

/** One call's signal. */
export interface CallSignal {
  /** Made on first read; fired when the call stops. */
  readonly signal: AbortSignal;
  /** Whether the call has been stopped. */
  readonly stopped: boolean;
  /** Stops the call: fires its signal and its `onStop` callbacks, once. */
  stop(reason: unknown): void;
  /** Calls `callback` with the reason when the call stops (at once if it already has). */
  onStop(callback: (reason: unknown) => void): void;
  /** The call is over: its deadline and a later abort of the run no longer concern it. */
  close(): void;
}

/** The reason a call is stopped when its time limit passes. */
export class CallTimedOut extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
    this.name = "CallTimedOut";
  }
}

export function createCallSignals(run: AbortSignal): CallSignals {
  // Each live call with its deadline (Infinity: none) and its time limit.
  const live = new Map<CallSignal, { at: number; timeoutMs: number }>();
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;

  // One timer, due at the earliest deadline; when it fires it stops what expired and sets itself again.
  const arm = (at: number) => {
    if (at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(expire, Math.max(0, at - Date.now()));
    timer.unref?.();
  };
  const expire = () => {
    timer = undefined;
    timerAt = Infinity;
    const now = Date.now();
    let nextAt = Infinity;
    for (const [call, deadline] of live) {
      if (deadline.at <= now) call.stop(new CallTimedOut(deadline.timeoutMs));
      else if (deadline.at < nextAt) nextAt = deadline.at;
    }
    if (nextAt !== Infinity) arm(nextAt);
  };

  run.addEventListener(
    "abort",
    () => {
      for (const call of [...live.keys()]) call.stop(run.reason);
      clearTimeout(timer);
    },
    { once: true },
  );
  return {
    open(timeoutMs) {
      const call = new OneCall(run, live);
      if (!call.stopped) {
        const at = timeoutMs > 0 ? Date.now() + timeoutMs : Infinity;
        live.set(call, { at, timeoutMs });
        if (timeoutMs > 0) arm(at);
      }
      return call;
    },
  };
}

/** One call's signal: a class, so opening a call costs one small object (its `AbortController` only when read). */
class OneCall implements CallSignal {
  #controller: AbortController | undefined;
  #stopped: { reason: unknown } | undefined;
  #callbacks: Array<(reason: unknown) => void> | undefined;
  readonly #live: Map<CallSignal, unknown>;

  constructor(run: AbortSignal, live: Map<CallSignal, unknown>) {
    this.#live = live;
    if (run.aborted) this.#stopped = { reason: run.reason };
  }

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#stopped) this.#controller.abort(this.#stopped.reason);
    }
    return this.#controller.signal;
  }

  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  stop(reason: unknown): void {
    if (this.#stopped) return;
    this.#stopped = { reason };
    this.close();
    this.#controller?.abort(reason);
    const pending = this.#callbacks ?? [];
    this.#callbacks = undefined;
    for (const callback of pending) callback(reason);
  }

  onStop(callback: (reason: unknown) => void): void {
    if (this.#stopped) callback(this.#stopped.reason);
    else (this.#callbacks ??= []).push(callback);
  }

  close(): void {
    this.#live.delete(this);
  }
}
