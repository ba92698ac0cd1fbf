import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { Env } from "../walk/env.js";
import { preloadedCode } from "./preloaded-code.js";

function invocation(assignments: Record<string, string>, ...argv: string[]): Invocation {
  const fields = argv.map((value) => staticField(value));
  return { name: argv[0] ?? "", argv: fields, assignments: new Map(Object.entries(assignments).map(([key, value]) => [key, staticField(value)])), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}

const env = () => new Env({ home: "/home/ada", cwd: "/work/app" });
const files = (assignments: Record<string, string>) => preloadedCode(invocation(assignments, "npm", "test"), env()).files.map((file) => [file.label, file.file.value, file.shell]);

describe("preloadedCode", () => {
  it("finds the files each runtime's environment variables load", () => {
    expect(files({ BASH_ENV: "/tmp/e.sh" })).toEqual([["BASH_ENV", "/tmp/e.sh", true]]);
    expect(files({ LD_PRELOAD: "/tmp/a.so:/tmp/b.so" })).toEqual([["LD_PRELOAD", "/tmp/a.so", false], ["LD_PRELOAD", "/tmp/b.so", false]]);
    expect(files({ NODE_OPTIONS: "--max-old-space-size=4096 --require /tmp/h.js --import=/tmp/i.mjs -r./x.js" })).toEqual([["NODE_OPTIONS", "/tmp/h.js", false], ["NODE_OPTIONS", "/tmp/i.mjs", false], ["NODE_OPTIONS", "./x.js", false]]);
    expect(files({ RUBYOPT: "-r/tmp/x.rb -W0" })).toEqual([["RUBYOPT", "/tmp/x.rb", false]]);
    expect(files({ JAVA_TOOL_OPTIONS: "-Xmx1g -javaagent:agent.jar=opts" })).toEqual([["JAVA_TOOL_OPTIONS", "agent.jar", false]]);
  });

  it("reads variables the script set earlier", () => {
    const scripted = env();
    scripted.set("NODE_OPTIONS", { value: "--import=/tmp/hook.mjs", provenance: { network: false, obfuscated: false, generated: false, parameter: false, envInit: false, sources: [] } });
    expect(preloadedCode(invocation({}, "npm", "run", "build"), scripted).files.map((file) => file.file.value)).toEqual(["/tmp/hook.mjs"]);
  });

  it("turns PERL5OPT's module switches into the Perl code they add", () => {
    expect(preloadedCode(invocation({ PERL5OPT: "-Mstrict;system(q(ls)) -MList::Util=sum,max -mwarnings" }, "perl", "-e", "1"), env()).perl).toEqual(["use strict;system(q(ls));", "use List::Util split(/,/, q{sum,max});", "use warnings;"]);
  });

  it("finds nothing in ordinary settings", () => {
    expect(files({ NODE_OPTIONS: "--max-old-space-size=4096", NODE_ENV: "test" })).toEqual([]);
  });
});
