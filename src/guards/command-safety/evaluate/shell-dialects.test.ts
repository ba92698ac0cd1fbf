import { describe, expect, it } from "vitest";
import { createCommandAnalyzer } from "../analyze-command.js";
import { shellDialect, translateDialect } from "./shell-dialects.js";

const analyze = createCommandAnalyzer({ home: "/home/ada" });

describe("shell dialects", () => {
  it("knows which shells are not read as bash", () => {
    expect(shellDialect("zsh")).toBe("zsh");
    expect(shellDialect("fish")).toBe("fish");
    expect(shellDialect("bash")).toBeUndefined();
  });

  it("translates zsh's parameter flags, 1-based subscripts and =(…)", () => {
    expect(translateDialect("zsh", "${(j::)a}")).toBe(`"$(IFS=''; echo "\${a[*]}")"`);
    expect(translateDialect("zsh", "${(s:,:)x}")).toBe("${x//','/ }");
    expect(translateDialect("zsh", "${(U)x}")).toBe(`"\${x^^}"`);
    expect(translateDialect("zsh", "$a[2]")).toBe("${a[1]}");
    expect(translateDialect("zsh", "diff =(ls) b")).toBe("diff <(ls) b");
    expect(translateDialect("zsh", "a=(x y)")).toBe("a=(x y)");
  });

  it("translates fish's set, command substitutions and string join, leaving quoted text alone", () => {
    expect(translateDialect("fish", "set -l c rm; eval $c")).toBe("c=(rm); eval $c");
    expect(translateDialect("fish", "echo (pwd) \"(x)\" '(y)'")).toBe("echo $(pwd) \"(x)\" '(y)'");
    expect(translateDialect("fish", "echo (string join , a b)")).toBe(`echo $(set -- a b; IFS=,; echo "$*")`);
  });

  it("translates fish's blocks, combiners, source of stdin and saved functions", () => {
    expect(translateDialect("fish", "for f in a b; echo $f; end")).toBe("for f in a b\ndo\n:\necho $f\ndone");
    expect(translateDialect("fish", "if test -f x; cat x; else if true; ls; else; pwd; end")).toBe("if test -f x\nthen\n:\ncat x\nelif true\nthen\n:\nls\nelse\n:\npwd\nfi");
    expect(translateDialect("fish", "true; and false; or not true")).toBe("true\nfalse\n! true");
    expect(translateDialect("fish", "curl -s u | source")).toBe("curl -s u | sh");
    expect(translateDialect("fish", "funcsave mk")).toBe("printf '%s\\n' 'function mk' > ~/.config/fish/functions/mk.fish");
    expect(translateDialect("fish", "echo 'end; x'")).toBe("echo 'end; x'");
  });

  it("judges what the translated code runs", () => {
    expect(analyze("zsh -c 'c=r,m; eval ${(j::)${(s:,:)c}} -rf /home/ada'", { cwd: "/work/app" }).rule).not.toBe("input.unparseable");
    expect(analyze("zsh -c 'a=(r m); ${(j::)a} -rf /home/ada'", { cwd: "/work/app" }).rule).toBe("fs.recursive-delete-home");
    expect(analyze("fish -c 'eval (string join \"\" r m) -rf /home/ada'", { cwd: "/work/app" }).rule).toBe("fs.recursive-delete-home");
    expect(analyze("fish -c 'set x (string join , a b); echo $x'", { cwd: "/work/app" }).decision).toBe("allow");
  });
});

describe("xonsh, nushell and elvish", () => {
  it("reads xonsh's Python substitutions: literals, path literals with ~, names bound to them", () => {
    expect(translateDialect("xonsh", 'rm -rf @(p"~/Documents")')).toBe("rm -rf ~/'Documents'");
    expect(translateDialect("xonsh", 'd = p"~/x"; rm -rf @(d)')).toBe("d=~/'x'; rm -rf ~/'x'");
    expect(translateDialect("xonsh", "ls @(['a', 'b c'])")).toBe("ls 'a' 'b c'");
    expect(translateDialect("xonsh", "rm -rf @(os.getcwd())")).toBe('rm -rf "$(python-expression)"');
    expect(translateDialect("xonsh", 'echo !(whoami) $[date] ${"HOME"}')).toBe("echo $(whoami) $(date) ${HOME}");
  });

  it("reads nushell's and elvish's externals, substitutions and environment", () => {
    expect(translateDialect("nu", "^rm -rf $env.HOME")).toBe("rm -rf $HOME");
    expect(translateDialect("nu", "run-external rm -r (pwd)")).toBe("rm -r $(pwd)");
    expect(translateDialect("elvish", "e:rm -rf (put ~) $E:HOME")).toBe("rm -rf $(echo ~) $HOME");
    expect(shellDialect("nu")).toBe("nu");
  });

  it("reads each shell's ways of showing the whole environment or one variable's value", () => {
    expect(translateDialect("nu", "$env | to json")).toBe("env | cat");
    expect(translateDialect("nu", "$env.GITHUB_TOKEN")).toBe('echo "$GITHUB_TOKEN"');
    expect(translateDialect("fish", "set -x")).toBe("env");
    expect(translateDialect("fish", "set -x NODE_ENV test")).toBe("NODE_ENV=(test)");
    expect(translateDialect("xonsh", "print(${...})")).toBe("env");
  });

  it("judges the commands they run", () => {
    expect(analyze("xonsh -c 'rm -rf @(p\"~/Documents\")'", { cwd: "/work/app" }).decision).not.toBe("allow");
    expect(analyze("nu --commands '^rm -rf ~/'", { cwd: "/work/app" }).rule).toBe("fs.recursive-delete-home");
    expect(analyze("elvish -c 'e:rm -rf ~/'", { cwd: "/work/app" }).rule).toBe("fs.recursive-delete-home");
    expect(analyze("xonsh -c 'rm -rf @(p\"dist\")'", { cwd: "/work/app" }).decision).toBe("allow");
  });
});
