import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";
import { staticField } from "../model.js";
import { literalTildeTarget } from "./literal-tilde.js";

describe("a literal ~ at the start of a destructive target", () => {
  it("asks whatever left the ~ unexpanded: quotes, escapes, $IFS splitting, variables", () => {
    for (const command of ["rm -rf '~/x'", 'rm -rf "~/code"', "rm -rf \\~/code", "rm${IFS}-rf${IFS}~/x", "rm$IFS$9-rf$IFS$9~", "IFS=,; c='rm,-rf,~/x'; $c", "x='~/code'; rm -rf \"$x\"", 'd=x; rm -rf "~/$d"', "rm -rf ~\"/x\""]) {
      expect(verdict(command), command).toBe("ask fs.literal-tilde");
    }
    expect(check("rm -rf '~/x'").reason).toContain("a folder named ~ in the working directory, not your home");
  });

  it("covers every destructive effect, and interpreters that do not expand ~", () => {
    for (const command of ["find '~/x' -delete", "rsync -a --delete dist/ '~/site/'", "truncate -s0 '~/notes.txt'", "mv '~/Documents' /tmp/", "echo x > '~/notes.txt'", "dd if=/dev/zero of='~/x'", "rm -rf '~bob/x'", "rm -rf '~'", "python3 -c \"import shutil; shutil.rmtree('~/x')\"", "perl -e 'use File::Path; rmtree(\"~/x\")'"]) {
      expect(verdict(command), command).toBe("ask fs.literal-tilde");
    }
  });

  it("keeps the tilde the shell expands, and PowerShell's provider tilde, as the home", () => {
    expect(verdict("rm -rf {~,x}/code")).toBe("ask fs.delete-home-data");
    expect(verdict("pwsh -c \"Remove-Item -Recurse -Force '~/code'\"")).toBe("ask fs.delete-home-data");
    expect(verdict("pwsh -c \"Remove-Item -Recurse -Force '~'\"")).toBe("deny fs.recursive-delete-home");
  });

  it("allows reads, new names, lock files and paths below the working directory", () => {
    for (const command of ["ls '~'", "mkdir '~tmp'", "grep '~/' file", "git diff HEAD~1", "echo '~/x'", "cp a '~backup'", "rm -f '~$report.docx'", "rm -f '~lock.tmp'", "rm -rf ./~", "echo x >> '~/log'", "sed -i 's/~/home/' a.txt"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("reads a bare ~name as a home only for recursive deletes and moves", () => {
    expect(literalTildeTarget({ field: staticField("~/code"), effect: "delete", recursive: true })).toBe("~/code");
    expect(literalTildeTarget({ field: staticField("~backup"), effect: "overwrite", recursive: false })).toBeUndefined();
    expect(literalTildeTarget({ field: staticField("~backup"), effect: "delete", recursive: true })).toBe("~backup");
    expect(literalTildeTarget({ field: staticField("~$x.docx"), effect: "delete", recursive: true })).toBeUndefined();
  });
});
