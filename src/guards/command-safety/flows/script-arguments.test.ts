import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { staticField, type Invocation } from "../model.js";
import { scriptArguments } from "./script-arguments.js";

function invocation(...words: string[]): Invocation {
  const argv = words.map((word) => staticField(word));
  return { name: words[0] as string, argv, assignments: new Map(), redirects: [], line: words.join(" ") } as unknown as Invocation;
}

describe("scriptArguments", () => {
  it("gives the words after the script or module an interpreter or shell runs", () => {
    expect(scriptArguments(invocation("python3", "-u", "dump.py", "/home/ada/.ssh"))?.map((field) => field.value)).toEqual(["/home/ada/.ssh"]);
    expect(scriptArguments(invocation("python3", "-m", "dumper", "/home/ada/.aws"))?.map((field) => field.value)).toEqual(["/home/ada/.aws"]);
    expect(scriptArguments(invocation("bash", "-e", "backup.sh", "/home/ada/.gnupg"))?.map((field) => field.value)).toEqual(["/home/ada/.gnupg"]);
  });

  it("gives nothing when code comes from the command line or stdin", () => {
    expect(scriptArguments(invocation("python3", "-c", "print(1)", "/home/ada/.ssh"))).toBeUndefined();
    expect(scriptArguments(invocation("bash", "-c", "ls", "/home/ada/.ssh"))).toBeUndefined();
    expect(scriptArguments(invocation("awk", "1", "/home/ada/.ssh/config"))).toBeUndefined();
  });
});

describe("credential stores given to programs and scripts", () => {
  it("asks when a script or an unknown program is given a directory of credential stores", () => {
    for (const command of ["python3 dump.py ~/.mozilla/firefox/k3x9.default-release", "node scan.js ~/.aws", "bash backup.sh ~/.gnupg", "./collect --dir ~/.kube", "./decrypt ~/Library/Keychains"]) {
      expect(verdict(command), command).toBe("ask secrets.pass-to-program");
    }
  });

  it("keeps listings, permissions, tools used as designed and public files allowed", () => {
    for (const command of ["ls ~/.ssh", "du -sh ~/.ssh", "chmod 700 ~/.ssh", "mkdir -p ~/.ssh", "gpg --list-keys", "git -C ~/.password-store log", "python3 check.py ~/.ssh/id_ed25519.pub", "pwsh -c 'Get-ChildItem -Path ~/.ssh'", "./deploy --kubeconfig ~/.kube/config"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
