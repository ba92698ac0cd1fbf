import { describe, expect, it } from "vitest";
import { compromisedAction } from "../rules/compromised-releases.js";
import { pipelineSteps, yamlSteps } from "./ci-pipelines.js";

describe("pipelineSteps", () => {
  it("reads inline, block and list steps of the CI systems' YAML", () => {
    expect(yamlSteps("steps:\n  - run: npm test\n  - run: |\n      npm ci\n      npm run build\n")).toEqual(["npm test", "npm ci\nnpm run build"]);
    expect(yamlSteps("test:\n  script:\n  - npm ci\n  - 'npm test'\n")).toEqual(["npm ci", "npm test"]);
    expect(yamlSteps("steps:\n  - run:\n      name: t\n      command: |\n        make test\n")).toEqual(["make test"]);
    expect(yamlSteps("steps:\n- bash: |\n    ./ci.sh\n- script: npm ci\n")).toEqual(["./ci.sh", "npm ci"]);
    expect(yamlSteps("steps:\n  - name: build\n    commands:\n      - go build ./...\n")).toEqual(["go build ./..."]);
  });

  it("reads a Jenkinsfile's shell steps in every quoting", () => {
    const text = "steps {\n  sh 'make test'\n  sh \"npm ci\"\n  sh '''\n    ./deploy.sh\n  '''\n  sh(script: 'go vet ./...', returnStdout: true)\n}\n";
    expect(pipelineSteps("Jenkinsfile", text).commands.map((command) => command.code)).toEqual(["make test", "npm ci", "./deploy.sh", "go vet ./..."]);
  });

  it("reads GitHub Actions expressions as the variables they stand for", () => {
    const steps = pipelineSteps(".github/workflows/x.yml", "steps:\n  - run: echo ${{ secrets.NPM_TOKEN }} ${{ github.event.issue.title }} '${{ toJSON(secrets) }}'\n");
    expect(steps.commands[0]?.code).toBe("echo ${NPM_TOKEN} ${GITHUB_EXPRESSION} '$(env)'");
    expect(steps.findings.map((finding) => finding.rule)).toEqual(["secrets.print-credential"]);
  });

  it("asks about a privileged trigger that runs the pull request's head, not an ordinary pull_request", () => {
    const body = "jobs:\n  t:\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n      - run: npm test\n";
    expect(pipelineSteps(".github/workflows/x.yml", `on: pull_request_target\n${body}`).findings.map((finding) => finding.rule)).toEqual(["rce.cloned-code"]);
    expect(pipelineSteps(".github/workflows/x.yml", `on: pull_request\n${body}`).findings).toEqual([]);
    expect(pipelineSteps(".github/workflows/x.yml", "on: pull_request_target\njobs:\n  l:\n    steps:\n      - uses: actions/labeler@v5\n").findings).toEqual([]);
  });

  it("flags actions used by a moving tag of a compromised release, not a good commit", () => {
    expect(pipelineSteps("action.yml", "runs:\n  steps:\n    - uses: reviewdog/action-setup@v1\n").findings[0]?.rule).toBe("rce.compromised-release");
    expect(pipelineSteps("action.yml", "runs:\n  steps:\n    - uses: actions/checkout@v4\n").findings).toEqual([]);
  });
});

describe("compromisedAction", () => {
  it("matches moving references and the malicious commit only", () => {
    expect(compromisedAction("tj-actions/changed-files", "v45")).toBe("CVE-2025-30066");
    expect(compromisedAction("TJ-Actions/Changed-Files", "0e58ed8671d6b60d0890c21b07f8835ace038e67")).toBe("CVE-2025-30066");
    expect(compromisedAction("tj-actions/changed-files", "a284dc1814e3fd07f2e34267fc8f81227ed29fb8")).toBeUndefined();
    expect(compromisedAction("reviewdog/action-typos", "v1")).toMatch(/CVE-2025-30154/);
    expect(compromisedAction("actions/checkout", "v4")).toBeUndefined();
  });
});
