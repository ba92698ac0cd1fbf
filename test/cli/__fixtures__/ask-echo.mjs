// A guard that asks a person before any `echo approved…` command runs.
export default {
  id: "test:ask-echo",
  name: "tool.before",
  toolMatcher: /^exec$/,
  handler(_input, output) {
    if (String(output.args.command).startsWith("echo approved")) output.ask = { reason: "echo needs a person's approval", rule: "test.ask-echo" };
  },
};
