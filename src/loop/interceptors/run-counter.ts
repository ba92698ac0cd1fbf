/**
 * A count per run, for loop interceptors that bound how often they act in one run. Runs that end
 * mid-count leave an entry behind, so the oldest entries go once there are 256.
 */
export class RunCounter {
  readonly #counts = new Map<string, number>();

  get(runId: string): number {
    return this.#counts.get(runId) ?? 0;
  }

  increment(runId: string): number {
    const next = this.get(runId) + 1;
    if (next === 1 && this.#counts.size >= 256) this.#counts.delete(this.#counts.keys().next().value as string);
    this.#counts.set(runId, next);
    return next;
  }

  reset(runId: string): void {
    this.#counts.delete(runId);
  }
}
