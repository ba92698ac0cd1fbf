import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

/** Judged through the whole guard: the install is read by both the secret-file and the destruction rules. */
describe("a downloaded credential put where its tool documents it", () => {
  it.each([
    "mv ~/Downloads/kaggle.json ~/.kaggle/",
    "mv ~/Downloads/kaggle.json ~/.kaggle/kaggle.json",
    "cp ~/Downloads/kaggle.json ~/.kaggle/",
    "cp -v ~/Downloads/kaggle.json ~/.config/kaggle/kaggle.json",
    "install -m 600 ~/Downloads/kaggle.json ~/.kaggle/kaggle.json",
    "install --mode=600 -D ~/Downloads/kaggle.json ~/.kaggle/kaggle.json",
    "mkdir -p ~/.kaggle && mv ~/Downloads/kaggle.json ~/.kaggle/ && chmod 600 ~/.kaggle/kaggle.json",
  ])("%s is allowed", (command) => {
    expect(verdict(command, { cwd: "/work/app", home: "/home/ada" })).toBe("allow");
  });

  it.each([
    // Out of its home, or from somewhere that is not the downloads folder.
    ["mv ~/.kaggle/kaggle.json ~/Downloads/", "deny secrets.copy"],
    ["cp ~/.kaggle/kaggle.json /tmp/", "deny secrets.copy"],
    ["cp ~/Downloads/../.aws/credentials ~/.kaggle/kaggle.json", "deny secrets.copy"],
    // Keys and configs that make their tool run programs are not installed this way.
    ["cp ~/Downloads/id_rsa ~/.ssh/id_rsa", "deny secrets.copy"],
    ["cp ~/Downloads/config.json ~/.docker/config.json", "ask secrets.write"],
    ["cp ~/Downloads/kubeconfig.yaml ~/.kube/config", "ask secrets.write"],
  ])("%s stays flagged", (command, expected) => {
    expect(verdict(command, { cwd: "/work/app", home: "/home/ada" })).toBe(expected);
  });
});
