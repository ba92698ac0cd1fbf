import { describe, expect, it } from "vitest";
import { unaliasModules } from "./module-aliases.js";

describe("unaliasModules", () => {
  it("rewrites python's import-as and from-import aliases of known modules", () => {
    expect(unaliasModules("python", "import subprocess as s;s.run(x)")).toBe("import subprocess as s;subprocess.run(x)");
    expect(unaliasModules("python", "from shutil import rmtree as r, copy; r(p); copy(a, b)")).toBe("from shutil import rmtree as r, copy; shutil.rmtree(p); shutil.copy(a, b)");
  });

  it("rewrites node's destructured and assigned requires", () => {
    expect(unaliasModules("node", "const {execSync: x} = require('child_process'); x(c)")).toBe("const {execSync: x} = require('child_process'); child_process.execSync(c)");
    expect(unaliasModules("node", "const c = require('node:child_process'); c.exec(s)")).toBe("const c = require('node:child_process'); child_process.exec(s)");
    expect(unaliasModules("node", "const run = require('child_process').execSync; run(s)")).toContain("child_process.execSync(s)");
  });

  it("leaves other modules, other languages and alias-free code alone", () => {
    expect(unaliasModules("python", "import numpy as np; np.run(x)")).toBe("import numpy as np; np.run(x)");
    expect(unaliasModules("node", "const l = require('lodash'); l.run(x)")).toBe("const l = require('lodash'); l.run(x)");
    expect(unaliasModules("ruby", "x = 1")).toBe("x = 1");
    expect(unaliasModules("python", "print(1)")).toBe("print(1)");
  });

  it("reads computed member lookups on an alias as lookups on the module", () => {
    expect(unaliasModules("python", "import os as o; getattr(o,'system')('ls')")).toBe("import os as o; getattr(os,'system')('ls')");
    expect(unaliasModules("node", "const c = require('child_process'); c['execSync']('ls')")).toBe("const c = require('child_process'); child_process['execSync']('ls')");
  });
});
