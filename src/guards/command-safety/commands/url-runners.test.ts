import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { remoteRunnerUrl } from "./url-runners.js";

function invocation(...argv: string[]): Invocation {
  return { name: (argv[0] ?? "").replace(/^.*\//, ""), argv: argv.map((value) => staticField(value)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}

describe("remoteRunnerUrl", () => {
  it("finds the URL of the file a runner runs", () => {
    expect(remoteRunnerUrl(invocation("gradle", "-I", "https://x.example/init.gradle", "build"))).toEqual({ url: "https://x.example/init.gradle", what: "an init script" });
    expect(remoteRunnerUrl(invocation("./gradlew", "--init-script=https://x.example/i.gradle"))?.what).toBe("an init script");
    expect(remoteRunnerUrl(invocation("jupyter", "nbconvert", "--execute", "--to", "notebook", "https://x.example/a.ipynb"))?.what).toBe("a notebook");
    expect(remoteRunnerUrl(invocation("papermill", "https://x.example/a.ipynb", "out.ipynb"))?.url).toBe("https://x.example/a.ipynb");
    expect(remoteRunnerUrl(invocation("streamlit", "run", "https://x.example/app.py"))?.what).toBe("an app");
    expect(remoteRunnerUrl(invocation("ansible-pull", "-U", "git@git.example:ops/pb.git"))?.what).toBe("a playbook repository");
    expect(remoteRunnerUrl(invocation("jbang", "run", "https://x.example/A.java"))?.what).toBe("a script");
  });

  it("finds nothing for local files, this machine's servers, or runs that only convert", () => {
    expect(remoteRunnerUrl(invocation("gradle", "-I", "init.gradle", "build"))).toBeUndefined();
    expect(remoteRunnerUrl(invocation("jupyter", "nbconvert", "--to", "html", "https://x.example/a.ipynb"))).toBeUndefined();
    expect(remoteRunnerUrl(invocation("papermill", "http://localhost:8888/a.ipynb", "out.ipynb"))).toBeUndefined();
    expect(remoteRunnerUrl(invocation("streamlit", "run", "app.py"))).toBeUndefined();
    expect(remoteRunnerUrl(invocation("ls", "https://x.example/"))).toBeUndefined();
  });
});
