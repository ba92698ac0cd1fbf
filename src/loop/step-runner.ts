/** Which call a step is: a model call (named by the model) or a tool execution (named by the tool). */
export interface StepInfo {
  kind: "model" | "tool";
  /** `provider:model` for a model call, the normalized tool name for a tool. */
  name: string;
}

/**
 * Runs the calls that reach outside the run: each model call and each tool execution (the hooks
 * around them stay plain code). The default runs the call as it is; a durable engine records its
 * result so that, replaying a run after a crash, it answers with the record instead of calling
 * again.
 *
 * @example
 * const logged: StepRunner = async (step, call) => {
 *   console.time(step.name);
 *   try { return await call(); } finally { console.timeEnd(step.name); }
 * };
 * createAgent({ model, stepRunner: logged });
 */
export type StepRunner = <T>(step: StepInfo, call: () => Promise<T>) => Promise<T>;

