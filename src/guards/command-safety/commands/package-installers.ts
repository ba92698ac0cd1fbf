import type { Field, Invocation } from "../model.js";

/** A package file operand: a path, not a repository package name. */
const PACKAGE_FILE = /\.(?:deb|rpm|pkg|mpkg|msi|msix|appx|apk|snap|flatpak|flatpakref|run|AppImage)$/i;

/**
 * The package files a system installer installs — and whose maintainer scripts it runs, usually as
 * root: `dpkg -i x.deb`, `apt install ./x.deb`, `rpm -i|-U x.rpm`, `dnf|yum install ./x.rpm`,
 * `zypper in x.rpm`, `installer -pkg x.pkg`, `msiexec /i x.msi`, `snap install --dangerous x.snap`,
 * `flatpak install x.flatpak`, `apk add --allow-untrusted x.apk`. Repository package names are not
 * files and are not returned.
 *
 * @example
 * installedPackageFiles(invocation("dpkg", "-i", "tool.deb")).map((f) => f.value) // ["tool.deb"]
 */
export function installedPackageFiles(invocation: Invocation): Field[] {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  switch (invocation.name) {
    case "dpkg":
      return values.some((value) => /^-[a-zA-Z]*i[a-zA-Z]*$/.test(value) || value === "--install" || value === "--unpack") ? packageFiles(args) : [];
    case "rpm":
      return values.some((value) => /^-[a-zA-Z]*[iUF][a-zA-Z]*$/.test(value) || /^--(?:install|upgrade|freshen|reinstall)$/.test(value)) ? packageFiles(args) : [];
    case "apt":
    case "apt-get":
    case "dnf":
    case "yum":
    case "zypper":
    case "snap":
    case "flatpak":
    case "apk":
    case "pkg": {
      const at = values.findIndex((value) => /^(?:install|in|localinstall|reinstall|upgrade|add)$/.test(value));
      return at >= 0 ? packageFiles(args, at + 1) : [];
    }
    case "installer":
      return values.includes("-pkg") ? packageFiles(args) : [];
    case "msiexec":
      return values.some((value) => /^[/-](?:i|package|a|update)$/i.test(value)) ? packageFiles(args) : [];
    default:
      return [];
  }
}

function packageFiles(args: readonly Field[], from = 0): Field[] {
  return args.slice(from).filter((field) => field.value !== undefined && PACKAGE_FILE.test(field.value));
}
