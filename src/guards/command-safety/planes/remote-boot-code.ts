import type { ElsewhereCommand } from "../commands/elsewhere.js";
import { staticField, type Field, type Invocation } from "../model.js";
import { cloudCommand, type CloudCommand } from "./cloud-command.js";
import { optionLists, optionValues } from "../commands/option-values.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * Code placed on a cloud machine to run later, and logins granted to it. A virtual machine runs
 * its user data, startup script or custom data as root at boot (AWS: "Run commands on your Linux
 * instance at launch", `modify-instance-attribute --attribute userData`; Google Cloud: "About
 * startup scripts", the `startup-script`, `startup-script-url`, `shutdown-script`,
 * `windows-startup-script-*`, `sysprep-specialize-script-*` and `user-data` metadata keys; Azure:
 * "Custom data and cloud-init", `az vm update --user-data`, `az vmss update --custom-data`).
 * Replacing it on a machine that exists — or on every machine of a project, through project
 * metadata — places code that runs there unseen at its next boot: the documented way to run
 * commands on an instance without logging in. Giving a machine a startup script when it is
 * created is how VMs are provisioned: an inline script is judged as code run on that machine,
 * and a script file of the project stays everyday work.
 *
 * An SSH key added to instance or project metadata (`ssh-keys`, `sshKeys`: the guest agent
 * writes it to `authorized_keys`), pushed by EC2 Instance Connect (`send-ssh-public-key`,
 * `send-serial-console-ssh-public-key`) or set on a VM user (`az vm user update --ssh-key-value|--password`)
 * grants a login to whoever holds the key.
 */

/** Google Cloud metadata keys whose value the guest environment runs (startup, shutdown, sysprep, cloud-init). https://cloud.google.com/compute/docs/instances/startup-scripts */
const GCE_BOOT_KEY = /^(?:startup-script(?:-url)?|shutdown-script(?:-url)?|windows-(?:startup|shutdown)-script-(?:ps1|cmd|bat|url)|sysprep-specialize-script-(?:ps1|cmd|bat|url)|user-data)$/i;
/** Google Cloud metadata keys that hold SSH public keys the guest agent installs. https://cloud.google.com/compute/docs/connect/add-ssh-keys */
const GCE_SSH_KEY = /^(?:ssh-keys|sshKeys)$/;
/** Google Cloud metadata keys whose value is itself shell code run by the machine. */
const GCE_SHELL_KEY = /^(?:startup-script|shutdown-script|user-data)$/i;

/**
 * The keys and values of gcloud's `--metadata` and `--metadata-from-file` options
 * (`KEY=VALUE,KEY=VALUE`; `^:^` at the start chooses another delimiter, as `gcloud topic escaping`
 * documents). A value from `--metadata-from-file` is a path, marked `file`.
 */
function gcloudMetadata(values: readonly string[]): { key: string; value: string; file: boolean }[] {
  const entries: { key: string; value: string; file: boolean }[] = [];
  for (const [option, file] of [["--metadata", false], ["--metadata-from-file", true]] as const) {
    for (const text of optionValues(values, [option])) {
      const custom = /^\^([^^]+)\^/.exec(text);
      const body = custom ? text.slice(custom[0].length) : text;
      const delimiter = custom?.[1] ?? ",";
      // A script may hold the delimiter: a new entry begins only where a key and `=` follow it.
      const parts = body.split(new RegExp(`${delimiter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[A-Za-z][\\w-]*=)`));
      for (const part of parts) {
        const equals = part.indexOf("=");
        if (equals > 0) entries.push({ key: part.slice(0, equals), value: part.slice(equals + 1), file });
      }
    }
  }
  return entries;
}

/** What a gcloud command does to boot code or logins: `instances add-metadata` on one machine, `project-info add-metadata` on every machine of the project. */
function gcloudEffects(command: CloudCommand, invocation: Invocation): PlaneEffect[] {
  const [group, verb] = [command.words.slice(0, 2).join(" "), command.words[2]];
  // A value partly known when it runs (`user-data="$(cat cloud-init.yaml)"`) still names its key.
  const entries = gcloudMetadata(invocation.argv.slice(1, 129).map((field) => field.value ?? field.dynamic?.prefix ?? ""));
  if ((group === "compute instances" || group === "compute instance-templates") && verb === "create") return fetchedBootScript(entries);
  const scope = group === "compute instances" && verb === "add-metadata" ? `instance ${command.words[3] ?? ""}`.trim() : group === "compute project-info" && command.words[2] === "add-metadata" ? "every instance of the project" : undefined;
  if (scope === undefined) return [];
  const effects: PlaneEffect[] = [];
  const boot = entries.find((entry) => GCE_BOOT_KEY.test(entry.key));
  if (boot) effects.push({ rule: "planes.remote-boot-code", what: `replaces the ${boot.key} that ${scope} runs as root at boot, unseen on that machine` });
  if (entries.some((entry) => GCE_SSH_KEY.test(entry.key))) effects.push({ rule: "planes.login-granted", what: `adds SSH keys that log in to ${scope}` });
  return effects;
}

/** Cloud Storage, where the startup-script documentation keeps scripts: the project's own bucket. */
const CLOUD_STORAGE = /^(?:gs:\/\/|https:\/\/(?:storage\.googleapis\.com|storage\.cloud\.google\.com)\/)/i;

/** A new machine told to fetch its boot script from a web address (not Cloud Storage) and run it at boot, unreviewed. */
function fetchedBootScript(entries: readonly { key: string; value: string; file: boolean }[]): PlaneEffect[] {
  const fetched = entries.find((entry) => !entry.file && /-url$/i.test(entry.key) && GCE_BOOT_KEY.test(entry.key) && /^https?:\/\//i.test(entry.value) && !CLOUD_STORAGE.test(entry.value));
  return fetched ? [{ rule: "planes.remote-boot-code", what: `has the new machine fetch ${fetched.value} and run it as root at boot, unreviewed` }] : [];
}

/** `aws ec2 modify-instance-attribute --attribute userData --value …` or `--user-data …`. https://docs.aws.amazon.com/cli/latest/reference/ec2/modify-instance-attribute.html */
function awsEffects(command: CloudCommand): PlaneEffect[] {
  const path = command.words.slice(0, 2).join(" ");
  if (path === "ec2 modify-instance-attribute" && (/^userdata$/i.test(command.option("--attribute") ?? "") || command.has("--user-data"))) {
    return [{ rule: "planes.remote-boot-code", what: `replaces the user data instance ${command.option("--instance-id") ?? ""} runs as root at its next boot`.replace("  ", " ") }];
  }
  if (path === "ec2-instance-connect send-ssh-public-key" || path === "ec2-instance-connect send-serial-console-ssh-public-key") {
    return [{ rule: "planes.login-granted", what: `pushes an SSH key that logs in to instance ${command.option("--instance-id") ?? "?"}${command.option("--instance-os-user") ? ` as ${command.option("--instance-os-user")}` : ""}` }];
  }
  return [];
}

/** Properties that hold a VM's or a scale set's boot code, set through az's generic `--set`. */
const AZURE_BOOT_PROPERTY = /(?:^|\.)(?:customData|userData)=/i;

/** `az vm update --user-data|--custom-data`, `az vmss update --custom-data|--user-data|--set …customData=…`, `az vm user update --ssh-key-value|--password`. https://learn.microsoft.com/cli/azure/vm#az-vm-update */
function azureEffects(command: CloudCommand): PlaneEffect[] {
  const path = command.words.slice(0, 2).join(" ");
  if (path === "vm update" || path === "vmss update") {
    const property = command.has("--user-data") ? "user data" : command.has("--custom-data") ? "custom data" : optionLists(command.values, ["--set"]).some((value) => AZURE_BOOT_PROPERTY.test(value)) ? "custom or user data" : undefined;
    const which = path === "vm update" ? "virtual machine" : "scale set's every instance";
    if (property) return [{ rule: "planes.remote-boot-code", what: `replaces the ${property} the ${which} runs at boot` }];
  }
  // The VMAccess extension resets a user's key or password (`az vm user update` drives it; `az vm access set-linux-user` is its older name). https://learn.microsoft.com/azure/virtual-machines/extensions/vmaccess-linux
  const vmAccess = (path === "vm extension" || path === "vmss extension") && command.words[2] === "set" && /^VMAccess/i.test(command.option("--name") ?? command.option("-n") ?? "");
  if (vmAccess || (path === "vm access" && /^set-(?:linux|windows)-user$/.test(command.words[2] ?? ""))) {
    return [{ rule: "planes.login-granted", what: "resets a user's SSH key or password on the virtual machine through the VMAccess extension" }];
  }
  if (path === "vm user" && command.words[2] === "update" && (command.has("--ssh-key-value") || command.has("--password"))) {
    return [{ rule: "planes.login-granted", what: `gives ${command.option("--username") ?? command.option("-u") ?? "a user"} a login to the virtual machine` }];
  }
  return [];
}

/**
 * What a cloud CLI command places to run on a machine at boot, or which login it grants.
 *
 * @example
 * bootCodeEffects(invocation("aws", "ec2", "modify-instance-attribute", "--instance-id", "i-1", "--attribute", "userData", "--value", "file://x"))[0]?.rule // "planes.remote-boot-code"
 */
export function bootCodeEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined) return [];
  if (command.cli === "gcloud") return gcloudEffects(command, invocation);
  if (command.cli === "aws") return awsEffects(command);
  if (command.cli === "az") return azureEffects(command);
  return [];
}

/** Text that a machine runs as a shell script: a `#!` line naming a POSIX shell. */
const SHELL_SCRIPT = /^#!\s*\S*\/(?:env\s+)?(?:ba|da|z|k)?sh\b[^\n]*\n/;

/**
 * The shell code a cloud command hands a machine to run at boot, to be judged as if it ran there:
 * gcloud's inline `--metadata startup-script=…` (also `shutdown-script`, `user-data`), and user or
 * custom data given inline as a shell script (`aws ec2 run-instances --user-data "#!/bin/bash …"`,
 * `az vm create --custom-data "#!/bin/sh …"`), and the `commandToExecute` of Azure's Custom
 * Script Extension (`az vm extension set --settings '{"commandToExecute": …}'`), which runs at
 * once. A file or URL is not read here.
 *
 * @example
 * bootScripts(invocation("gcloud", "compute", "instances", "create", "vm", "--metadata", "startup-script=apt-get update"))?.code?.[0]?.value // "apt-get update"
 */
export function bootScripts(invocation: Invocation): ElsewhereCommand | undefined {
  const command = cloudCommand(invocation);
  if (command === undefined) return undefined;
  const code: Field[] = [];
  if (command.cli === "gcloud" && command.words[0] === "compute" && ["instances", "instance-templates", "project-info"].includes(command.words[1] ?? "")) {
    for (const entry of gcloudMetadata(command.values)) {
      if (!entry.file && GCE_SHELL_KEY.test(entry.key)) code.push(staticField(entry.value.replace(SHELL_SCRIPT, "")));
    }
  }
  if (command.cli === "aws" || command.cli === "az") {
    for (const option of ["--user-data", "--custom-data"]) {
      for (const text of optionValues(command.values, [option])) if (SHELL_SCRIPT.test(text)) code.push(staticField(text.replace(SHELL_SCRIPT, "")));
    }
  }
  // Azure's Custom Script Extension runs `commandToExecute` on the machine now (https://learn.microsoft.com/azure/virtual-machines/extensions/custom-script-linux).
  if (command.cli === "az" && (command.words[0] === "vm" || command.words[0] === "vmss") && command.words[1] === "extension" && command.words[2] === "set") {
    for (const settings of [...optionValues(command.values, ["--settings"]), ...optionValues(command.values, ["--protected-settings"])]) {
      const inline = commandToExecute(settings);
      if (inline !== undefined) code.push(staticField(inline));
    }
  }
  return code.length > 0 ? { where: `${command.cli} ${command.words.slice(0, 3).join(" ")} (at boot)`, remote: true, code } : undefined;
}

/** The `commandToExecute` of an extension's settings given as inline JSON. */
function commandToExecute(settings: string): string | undefined {
  try {
    const parsed = JSON.parse(settings) as { commandToExecute?: unknown };
    return typeof parsed.commandToExecute === "string" ? parsed.commandToExecute : undefined;
  } catch {
    return undefined;
  }
}
