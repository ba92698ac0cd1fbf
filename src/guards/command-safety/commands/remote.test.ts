import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { remoteCommand } from "./remote.js";

const remote = (source: string) => {
  const found = remoteCommand(invocations(source)[0]!);
  return found ? { where: found.where, code: found.code?.map((field) => field.value), stdin: found.stdin } : undefined;
};

describe("remoteCommand", () => {
  it("joins what follows an ssh destination into one shell string, as sshd runs it", () => {
    expect(remote("ssh -p 22 -i key deploy@web rm -rf /srv")).toMatchObject({ where: "ssh deploy@web", code: ["rm -rf /srv"] });
    expect(remote("ssh web -- ls -la")?.code).toEqual(["ls -la"]);
    expect(remote("ssh web")?.stdin).toBe(true);
    expect(remote("ssh -N -L 5432:db:5432 bastion")).toBeUndefined();
  });

  it("reads adb's shell and exec-out on a device, and VM logins by their tools", () => {
    expect(remote("adb -s emulator-5554 shell -t ls /sdcard")).toMatchObject({ where: "adb -s emulator-5554 shell", code: ["ls /sdcard"] });
    expect(remote("adb exec-out screencap -p")?.code).toEqual(["screencap -p"]);
    expect(remote("adb shell")?.stdin).toBe(true);
    expect(remote("adb install app.apk")).toBeUndefined();
    expect(remote("hdc shell ls")?.code).toEqual(["ls"]);
    expect(remote("minikube ssh -- docker ps")?.code).toEqual(["docker ps"]);
    expect(remote("minikube start")).toBeUndefined();
    expect(remote("docker-machine ssh dev uptime")?.code).toEqual(["uptime"]);
    expect(remoteCommand(invocations("devcontainer exec --workspace-folder . npm test")[0]!)?.argv?.map((field) => field.value)).toEqual(["npm", "test"]);
    expect(remote("ddev exec 'drush cr'")?.code).toEqual(["drush cr"]);
    expect(remote("lando ssh -s appserver -c 'composer install'")?.code).toEqual(["composer install"]);
    expect(remote("ddev start")).toBeUndefined();
  });

  it("reads the run-commands of clouds and fleets", () => {
    expect(remote("gcloud compute ssh vm --zone z --command 'df -h'")?.code).toEqual(["df -h"]);
    expect(remote("vagrant ssh -c 'uptime'")?.code).toEqual(["uptime"]);
    expect(remote("aws ssm send-command --document-name AWS-RunShellScript --parameters 'commands=[\"a\",\"b c\"]'")?.code).toEqual(["a", "b c"]);
    expect(remote("aws ssm send-command --parameters '{\"commands\":[\"x\"]}'")?.code).toEqual(["x"]);
    expect(remote("az vm run-command invoke -g g -n v --command-id RunShellScript --scripts 'a' 'b'")?.code).toEqual(["a", "b"]);
    expect(remote("ansible all -m shell -a 'rm -rf /x'")?.code).toEqual(["rm -rf /x"]);
    expect(remote("ansible all -m ping")).toBeUndefined();
    expect(remote("salt '*' cmd.run 'ls'")?.code).toEqual(["ls"]);
    expect(remote("heroku run -a app rails db:migrate")?.code).toEqual(["rails db:migrate"]);
  });
});
