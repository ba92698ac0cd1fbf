/**
 * What is wrong with a held-out case's tool call, if anything: the shape checks both held-out sets'
 * tests share. It looks at the call's form only, never at what the guards answer.
 */
export const FILE_TOOLS: ReadonlySet<string> = new Set(["read", "write", "edit", "apply_patch"]);

/**
 * Why `args` is not a well-formed call of `tool`, or undefined when it is. `patchEnvelope`: an
 * `apply_patch` call must hold a whole patch, from `*** Begin Patch` to `*** End Patch`.
 */
export function argumentProblem(tool: string, args: Record<string, unknown>, { patchEnvelope = true } = {}): string | undefined {
  const isText = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";
  switch (tool) {
    case "exec":
      return isText(args.command) ? undefined : "exec needs a non-empty command";
    case "read":
      return isText(args.path) ? undefined : "read needs a path";
    case "write":
      return isText(args.path) && typeof args.content === "string" ? undefined : "write needs a path and content";
    case "edit":
      return isText(args.path) && isText(args.old_string) && typeof args.new_string === "string"
        ? undefined
        : "edit needs a path, old_string and new_string";
    case "apply_patch":
      return isText(args.patch) && (!patchEnvelope || /^\*\*\* Begin Patch\n[\s\S]*\*\*\* End Patch\n?$/.test(String(args.patch)))
        ? undefined
        : "apply_patch needs a patch between *** Begin Patch and *** End Patch";
    default:
      return `unknown tool ${tool}`;
  }
}
