import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("package source rules", () => {
  it("ask before installing a package straight from a URL, a git repository or a gist", () => {
    for (const command of [
      "npm install github:someone/tool",
      "npm i -g https://example.com/cli-1.0.0.tgz",
      "npm install git+ssh://git@github.com:someone/cli.git#v1.0.27",
      "npm install someone/tool#main",
      "yarn add gist:11081aaa281",
      "pnpm add gitlab:group/project",
      "bun add someone/types",
      "pip install git+https://github.com/someone/tool",
      "pip3 install --user https://example.com/tool-1.0.tar.gz",
      "python3 -m pip install -e git+https://github.com/someone/tool#egg=tool",
      'pip install "tool @ git+https://github.com/someone/tool@v1"',
      "uv pip install hg+https://hg.example.com/tool",
      "uv add git+https://github.com/someone/tool",
      "uv tool install git+https://github.com/someone/tool",
      "poetry add git+https://github.com/someone/tool.git",
      "pipx install git+https://github.com/someone/tool",
      "cargo install --git https://github.com/someone/tool",
      "sudo npm install -g https://example.com/cli.tgz",
    ]) {
      expect(verdict(command), command).toBe("ask rce.unreviewed-package");
    }
  });

  it("ask before running one at once, by any runner", () => {
    for (const command of [
      "npx github:someone/tool",
      "npx someone/tool --init",
      "npm exec --package=git+https://github.com/someone/tool.git -- tool",
      "pnpm dlx https://example.com/tool.tgz",
      "bunx github:someone/tool",
      "uvx --from git+https://github.com/someone/tool tool",
      "uv tool run --from git+https://github.com/someone/tool tool",
      "uv run --with git+https://github.com/someone/lib script.py",
      "uv run https://example.com/scripts/setup.py",
      "uv run --script https://example.com/scripts/setup.py",
      "pipx run --spec git+https://github.com/someone/tool tool",
      "pipx run https://example.com/tool.py",
      "deno run -A https://example.com/mod.ts",
      "deno run --allow-write=. --allow-run https://example.com/mod.ts",
      "deno install -g -A https://example.com/cli.ts",
    ]) {
      expect(verdict(command), command).toBe("ask rce.unreviewed-package");
    }
  });

  it("says where the package comes from and what happens", () => {
    expect(check("pip install git+https://github.com/someone/tool").reason).toContain("github.com (a version-control repository)");
    expect(check("npx someone/tool").reason).toContain("runs a package straight from github.com");
    expect(check("deno run -A https://example.com/mod.ts").reason).toContain("with access to this machine");
  });

  it("ask before installing or running a registry name one typing slip from a widely used one", () => {
    for (const command of [
      "pip install reqeusts",
      "pip3 install python3-dateutil",
      "python -m pip install colourama==0.4.6",
      "pip install 'jeIlyfish>=0.9'",
      "uv add urlib3",
      "npm install crossenv",
      "npm i -D loadsh@4",
      "yarn add electorn",
      "pnpm add expres",
      "npx create-react-ap my-app",
      "bunx prettierr --write .",
      "uvx blakc .",
      "pipx install poetyr",
      "cargo install ripgerp",
      "npm i @typescript-eslint/parsre",
    ]) {
      expect(verdict(command), command).toBe("ask rce.typosquat-package");
    }
    expect(check("pip install reqeusts").reason).toContain('"reqeusts", one typing slip from the widely used "requests"');
  });

  it("ask before a popular name with filler words added, or a scope imitating a popular scope", () => {
    for (const command of ["pip install requests-helper", "pip install python-requests", "npm i lodash-utils", "npx -y vitejs-setup", "cargo install ripgrep-cli", "npm i @eslintt/js", "bunx @storybook-js/cli init"]) {
      expect(verdict(command), command).toBe("ask rce.typosquat-package");
    }
    expect(check("pip install requests-helper").reason).toContain('the widely used "requests" with filler words added');
    expect(check("npm i @babel-plugins/core").reason).toContain("imitates the widely used @babel");
  });

  it("allow real packages made of a popular name and another word", () => {
    for (const command of ["npm i -D jest-cli eslint-utils react-dev-utils", "pip install pip-tools requests-toolbelt python-utils", "npm i js-cookie node-fetch mathjs", "npm i @vueuse/core @nuxtjs/i18n @angular-devkit/core", "npm i @acme/utils"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("allow widely used names, their legitimate neighbours and names far from any", () => {
    for (const command of [
      "pip install requests python-dateutil scapy attr boto jinja2 beautifulsoup4",
      "npm i preact redux redis dotenvx eslint tslint",
      "npm install react-icons next-auth clsx nanoid @types/lodash @tanstack/react-table",
      "pip install flask-login pytest-django langchain-anthropic 'psycopg[binary]' sentence-transformers boto3-stubs",
      "uv run --with rich python -c 'import rich'",
      "uv run pytest -q",
      "deno run -A main.ts",
    ]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("allow registry names, local paths, this machine's servers and options that only name an index", () => {
    for (const command of [
      "npm install",
      "npm i -D @types/node typescript@5.6",
      "npm install ./packages/shared ../lib/lib-1.0.0.tgz file:../shared",
      "npm install --registry http://localhost:4873 my-pkg",
      "npm install http://127.0.0.1:4873/my-pkg/-/my-pkg-1.0.0.tgz",
      "npx tsc -p src/app",
      "npx -p @angular/cli ng new app",
      "yarn add react@npm:@preact/compat",
      "pnpm dlx create-vite my-app --template react-ts",
      "pip install -e '.[dev]'",
      "pip install torch --index-url https://download.pytorch.org/whl/cu121",
      "pip install torch-scatter -f https://data.pyg.org/whl/torch-2.1.0+cpu.html",
      "pip install git+file:///home/ada/src/lib",
      "uvx --from 'huggingface_hub[cli]' huggingface-cli whoami",
      "uv run --with rich python -c 'import rich'",
      "pipx run cowsay moo",
      "cargo install ripgrep && cargo install --path .",
      "deno run https://deno.land/std/examples/welcome.ts",
      "deno run -A npm:vite",
      "go install golang.org/x/tools/gopls@latest",
    ]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
