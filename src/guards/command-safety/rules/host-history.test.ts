import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("shell history", () => {
  it("asks before the shell's history is turned off or cleared", () => {
    for (const command of ["unset HISTFILE", "unset -v SAVEHIST", "export HISTFILE=/dev/null", "HISTFILE=", "HISTSIZE=0", "export HISTFILESIZE=0", "export HISTIGNORE='*'", "set +o history", "history -c", "history -cw", "pwsh -c 'Set-PSReadLineOption -HistorySaveStyle SaveNothing'", "pwsh -c Clear-History"]) {
      expect(verdict(command), command).toBe("ask host.history-disabled");
    }
  });

  it("leaves reading the history and other shell settings alone", () => {
    for (const command of ["history | tail -20", "history 20", "export HISTSIZE=100000", "HISTSIZE=0 ls", "set -o pipefail", "set +o errexit", "unset NODE_ENV", "echo $HISTFILE", "pwsh -c 'Set-PSReadLineOption -HistorySaveStyle SaveIncrementally'"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
