import { describe, expect, it } from "vitest";
import { expectScript } from "./expect-script.js";

describe("expectScript", () => {
  it("finds what a script spawns and sends, in Tcl's quoting", () => {
    const read = expectScript('spawn ssh -t {deploy@web}\nexpect "$ " { send "uptime\\r" }\nexp_send -- {df -h}\nsend -i $id "q"\nsend_user "done"');
    expect(read.spawned).toEqual(["ssh -t 'deploy@web'"]);
    expect(read.sent).toEqual(["uptime\\r", "df -h", "q"]);
  });

  it("resolves Tcl's escapes in quoted words and keeps line ends for the caller", () => {
    expect(expectScript('send "echo \\"hi\\"\\n"').sent).toEqual(['echo "hi"\\n']);
    expect(expectScript("spawn -noecho psql app").spawned).toEqual(["psql app"]);
  });
});
