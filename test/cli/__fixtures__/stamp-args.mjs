// A factory: rewrites every exec call's timeout to the configured value.
export default function stampArgs(options) {
  return [
    {
      id: "test:stamp-timeout",
      name: "tool.before",
      toolMatcher: /^exec$/,
      handler(_input, output) {
        output.args = { ...output.args, timeout_ms: options.timeoutMs };
      },
    },
  ];
}
