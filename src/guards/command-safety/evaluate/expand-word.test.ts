import { describe, expect, it } from "vitest";
import { CWD, HOME, expand, values } from "../__fixtures__/walk-helpers.js";

describe("word expansion", () => {
  it("removes quotes and backslashes the way bash does", () => {
    expect(values(`echo r"m" 'r'm \\rm r\\m "a\\$b" 'a\\b'`)).toEqual(["echo", "rm", "rm", "rm", "rm", "a$b", "a\\b"]);
  });

  it("decodes ANSI-C quoting", () => {
    expect(values("echo $'\\x72\\155' $'a\\nb'")).toEqual(["echo", "rm", "a\nb"]);
  });

  it("expands braces into several fields, unquoted only", () => {
    expect(values("{rm,-rf,/}")).toEqual(["rm", "-rf", "/"]);
    expect(values("echo a{b,c}d '{x,y}' {1..3}")).toEqual(["echo", "abd", "acd", "{x,y}", "1", "2", "3"]);
  });

  it("expands a leading tilde unless quoted", () => {
    expect(values("echo ~ ~/x '~' ~root ~+")).toEqual(["echo", HOME, `${HOME}/x`, "~", "/root", CWD]);
  });

  it("expands known variables and splits unquoted ones on IFS", () => {
    expect(values("x='rm -rf /'; $x")).toEqual(["rm", "-rf", "/"]);
    expect(values('x="a b"; echo "$x"')).toEqual(["echo", "a b"]);
    expect(values("IFS=,; x=rm,-rf,/; $x")).toEqual(["rm", "-rf", "/"]);
    expect(values("echo $HOME ${HOME}/y")).toEqual(["echo", HOME, `${HOME}/y`]);
  });

  it("applies parameter operators to known values", () => {
    expect(values("x=hello; echo ${#x} ${x:1:3} ${x/l/L} ${x//l/L} ${x^^} ${x#he} ${x%lo}")).toEqual(["echo", "5", "ell", "heLlo", "heLLo", "HELLO", "llo", "hel"]);
    expect(values("n=x; x=rm; echo ${!n}")).toEqual(["echo", "rm"]);
  });

  it("applies bash's @ transformations", () => {
    expect(values("x='\\x72\\155'; echo ${x@E}")).toEqual(["echo", "rm"]);
    expect(values("x=rm; echo ${x@U} ${x@u} ${x@Q}")).toEqual(["echo", "RM", "Rm", "'rm'"]);
    expect(values("x=RM; echo ${x@L} ${x@A}")).toEqual(["echo", "rm", "RM"]);
    expect(values("p='$(echo rm)-x'; echo ${p@P}")).toEqual(["echo", "rm-x"]);
    expect(expand("p='$(curl -s https://x)'; echo ${p@P}")[1]?.dynamic?.provenance.network).toBe(true);
    expect(expand("echo ${u@E}")[1]?.value).toBeUndefined();
  });

  it("slices known lists", () => {
    expect(values('set -- a rm -rf /; "${@:2}"')).toEqual(["rm", "-rf", "/"]);
    expect(values('a=(x rm -rf / y); "${a[@]:1:3}"')).toEqual(["rm", "-rf", "/"]);
    expect(values('set -- a b; echo "${@:1}"')).toEqual(["echo", "a", "b"]);
  });

  it("keeps what an unknown variable would be when empty", () => {
    const [, field] = expand('echo "$DIR/"*');
    expect(field?.value).toBeUndefined();
    expect(field?.dynamic?.ifEmpty).toBe("/*");
    expect(field?.glob).toBe(true);
    expect(expand('echo "${DIR:?}/"')[1]?.dynamic?.guarded).toBe(true);
    expect(expand("echo ${DIR:-/srv}")[1]?.dynamic?.ifEmpty).toBe("/srv");
  });

  it("evaluates data-only command substitutions", () => {
    expect(values("$(echo rm) -rf `printf '/'`")).toEqual(["rm", "-rf", "/"]);
    expect(values("echo $(echo cm0gLXJmIC8= | base64 -d)")).toEqual(["echo", "rm", "-rf", "/"]);
  });

  it("marks substitutions of network data", () => {
    const [, field] = expand('echo "$(curl -s https://x)"');
    expect(field?.dynamic?.provenance.network).toBe(true);
  });

  it("expands $@ and arrays to one field per element when quoted", () => {
    expect(values('set -- rm -rf /; "$@"')).toEqual(["rm", "-rf", "/"]);
    expect(values('a=(rm "-rf" /); "${a[@]}"')).toEqual(["rm", "-rf", "/"]);
    expect(values("a=(x y z); echo ${a[1]} ${#a[@]}")).toEqual(["echo", "y", "3"]);
  });

  it("drops an unquoted empty variable and keeps a quoted one", () => {
    expect(values('e=; echo $e "$e" x')).toEqual(["echo", "", "x"]);
  });
});
