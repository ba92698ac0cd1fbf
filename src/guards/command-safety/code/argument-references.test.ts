import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { argumentReference, withArgumentMarks } from "./argument-references.js";

describe("one-liners' argument lists", () => {
  it("marks each language's reference to an argument that was given, and reads the mark back", () => {
    const python = withArgumentMarks("python", "print(open(sys.argv[1]).read())", 1);
    expect(python).not.toContain("sys.argv");
    expect(argumentReference(/'([^']*)'/.exec(python)?.[1] ?? "")).toEqual({ index: 0, rest: "" });
    expect(withArgumentMarks("node", "fs.readFileSync(process.argv[1])", 1)).not.toContain("process.argv");
    expect(withArgumentMarks("ruby", "File.read(ARGV[0])", 1)).not.toContain("ARGV");
    expect(withArgumentMarks("php", "file_get_contents($argv[1])", 1)).not.toContain("$argv");
    // An argument that was not given, or the program's own name, stays as written.
    expect(withArgumentMarks("python", "open(sys.argv[2])", 1)).toBe("open(sys.argv[2])");
    expect(withArgumentMarks("python", "print(sys.argv[0])", 1)).toBe("print(sys.argv[0])");
    expect(argumentReference("/etc/hosts")).toBeUndefined();
  });

  it("judges what the code does with the arguments the shell gave it", () => {
    expect(verdict(`python3 -c "import sys; print(open(sys.argv[1]).read())" ~/.aws/credentials`)).toBe("deny secrets.read");
    expect(verdict(`node -e "process.stdout.write(require('fs').readFileSync(process.argv[1]))" ~/.config/gh/*`)).toBe("deny secrets.read");
    expect(verdict("ruby -e 'print File.read(ARGV[0])' ~/.netrc")).toBe("deny secrets.read");
    expect(verdict(`python3 -c "import sys, shutil; shutil.rmtree(sys.argv[1])" ~`)).toBe("deny fs.recursive-delete-home");
    expect(verdict(`python3 -c "import sys; print(open(sys.argv[1]).read())" README.md`)).toBe("allow");
    expect(verdict(`python3 -c "import sys, shutil; shutil.rmtree(sys.argv[1])" build`)).toBe("allow");
  });
});
