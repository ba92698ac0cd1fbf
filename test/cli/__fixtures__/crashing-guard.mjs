// A guard that crashes on every call: loopgate must fail closed.
export default {
  id: "test:crashing-guard",
  name: "tool.before",
  handler() {
    throw new Error("guard exploded");
  },
};
