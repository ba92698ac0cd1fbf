import { InterceptorError } from "../errors/index.js";

/** How one handler call ended: `undefined` when it returned in time; otherwise the failure. */
export type HandlerFailure = InterceptorError | undefined;

/**
 * Calls a handler. A handler that returns synchronously costs no promise; a thenable of any origin
 * (another realm, a library's own promise type) is adopted as a native promise and raced against
 * `timeoutMs` (0: no limit). Never throws: a throw, a rejection or a timeout is the returned failure.
 */
export function invokeHandler<I, O>(
  handler: (input: I, output: O) => unknown,
  input: I,
  output: O,
  interceptorId: string,
  hook: string,
  timeoutMs: number,
): HandlerFailure | Promise<HandlerFailure> {
  let returned: unknown;
  try {
    returned = handler(input, output);
  } catch (error) {
    return new InterceptorError({ interceptorId, hook, cause: error });
  }
  if (!isThenable(returned)) return undefined;
  return settle(returned instanceof Promise ? returned : adopt(returned), { interceptorId, hook, timeoutMs });
}

/**
 * A native promise following a thenable of any origin. Its handlers are attached at once, so a
 * promise of another realm that rejects is never reported as unhandled there.
 */
export function adopt<T>(thenable: PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    thenable.then(resolve, reject);
  });
}

/** Awaits a handler's promise within its time limit, resolving with the failure if any. */
export async function settle(pending: Promise<unknown>, where: { interceptorId: string; hook: string; timeoutMs: number }): Promise<HandlerFailure> {
  const outcome = await withinTime(pending, where.timeoutMs);
  if (outcome.ok) return undefined;
  if (outcome.timedOut) return new InterceptorError({ interceptorId: where.interceptorId, hook: where.hook, timedOut: true, timeoutMs: where.timeoutMs });
  return new InterceptorError({ interceptorId: where.interceptorId, hook: where.hook, cause: outcome.error });
}

/** The value of `pending`, or how it failed: rejected, or not settled within `timeoutMs` (0: no limit). */
export async function withinTime<T>(
  pending: Promise<T>,
  timeoutMs: number,
): Promise<{ ok: true; value: T } | { ok: false; timedOut: false; error: unknown } | { ok: false; timedOut: true }> {
  let timer: NodeJS.Timeout | undefined;
  const settled = pending.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, timedOut: false as const, error }),
  );
  if (!(timeoutMs > 0)) return settled;
  const timeout = new Promise<{ ok: false; timedOut: true }>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, { ok: false, timedOut: true });
  });
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a value is a thenable (a promise of this realm or any other, or a promise-like object). */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as PromiseLike<unknown>).then === "function";
}
