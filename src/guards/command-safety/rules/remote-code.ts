import { sedUnpinnedActions } from "../commands/action-pins.js";
import { downloadedPipelines } from "../commands/downloaded-pipelines.js";
import { CLONED } from "../commands/fetched-trees.js";
import { remoteScriptHost } from "../commands/script-hosts.js";
import { remoteRunnerUrl } from "../commands/url-runners.js";
import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { CodeSink, Hit, RuleContext, RuleSet } from "./types.js";

const NETWORK_RULE: Readonly<Record<string, string>> = {
  "shell-stdin": "rce.pipe-to-shell",
  "interpreter-stdin": "rce.pipe-to-interpreter",
  "shell-command": "rce.command-substitution",
  eval: "rce.command-substitution",
  trap: "rce.command-substitution",
  alias: "rce.command-substitution",
  remote: "rce.command-substitution",
  "shell-script": "rce.process-substitution",
  source: "rce.process-substitution",
  "interpreter-script": "rce.process-substitution",
  "command-name": "rce.process-substitution",
  "interpreter-code": "rce.interpreter-download",
  "downloaded-program": "rce.download-and-execute",
  "interpreter-shell-call": "rce.command-substitution",
};

/** Code of unknown text reaching a shell or interpreter: from the network, decoded, or printed by a program. */
export const remoteCodeRules: RuleSet = {
  category: "remote-code",
  rules: [
    { id: "rce.pipe-to-shell", decision: "deny", description: "Network data piped into a shell (curl … | bash, wget -O- | sh)." },
    { id: "rce.pipe-to-interpreter", decision: "deny", description: "Network data piped into an interpreter (curl … | python)." },
    { id: "rce.process-substitution", decision: "deny", description: "A shell, `source` or interpreter runs a process substitution of network data (bash <(curl …))." },
    { id: "rce.command-substitution", decision: "deny", description: "Network data run as code through -c, eval or similar (sh -c \"$(curl …)\")." },
    { id: "rce.download-and-execute", decision: "deny", description: "A file downloaded earlier in the command is run (curl -o x.sh … && sh x.sh), also from an archive fetched and unpacked (curl … | tar xz && ./tool/install.sh) or a package file installed (curl -o x.deb … && dpkg -i x.deb)." },
    { id: "rce.remote-script-host", decision: "deny", description: "A program fetches and runs a script straight from a URL: Windows script hosts (mshta https://…, regsvr32 /i:https://… scrobj.dll, msiexec /i https://…) and runners given a URL for the notebook, script, init script or playbook they run (jupyter nbconvert --execute https://…, papermill https://…, gradle --init-script https://…, jbang https://…, ansible-pull -U https://…)." },
    { id: "rce.cloned-code", decision: "ask", description: "A script or program of a repository cloned earlier in the command is run before anyone read it (git clone https://… && ./tools/install.sh)." },
    { id: "rce.downloaded-pipeline", decision: "ask", description: "Downloads a CI pipeline file into its place, whose steps run on the next push with the repository's secrets, unread (curl -o .github/workflows/x.yml https://…, wget -O .gitlab-ci.yml https://…, curl https://… > .circleci/config.yml)." },
    { id: "rce.unpinned-action", decision: "ask", description: "Rewrites a CI workflow's action from its pinned commit SHA to a tag or a branch that can be moved to other code, as GitHub's hardening guide warns (sed -i 's#owner/action@<40 hex>#owner/action@v44#' .github/workflows/*.yml, sed -i -E 's/@[0-9a-f]{40}/@main/', a file tool's edit doing the same); pinning a tag to a SHA, or a SHA to another SHA, is allowed." },
    { id: "rce.interpreter-download", decision: "deny", description: "An interpreter one-liner runs code it downloads (exec(urlopen(…).read()))." },
    { id: "code.obfuscated", decision: "ask", description: "Decoded data of unknown content run as code (… | base64 -d | sh)." },
    { id: "code.generated", decision: "ask", description: "The output of a program run as code (eval \"$(tool)\" for tools that do not print environment setup)." },
    { id: "strict.dynamic-code", decision: "ask", description: "Strict mode: code only known at run time (eval \"$X\", bash -c \"$CMD\", environment setup output)." },
  ],
  invocation(invocation) {
    const url = remoteScriptHost(invocation);
    if (url) return [{ rule: "rce.remote-script-host", decision: "deny", reason: `${shown(invocation)} fetches and runs code from ${clip(url)}${via(invocation)}` }];
    const run = remoteRunnerUrl(invocation);
    const pipeline = run ? undefined : downloadedPipelines(invocation)[0];
    const unpinned = pipeline || run ? undefined : sedUnpinnedActions(invocation);
    if (unpinned) return [{ rule: "rce.unpinned-action", decision: "ask", reason: `${shown(invocation)} moves ${unpinned.action} in ${unpinned.files.join(", ")} from its pinned commit to a tag or branch that can be pointed at other code${via(invocation)}` }];
    if (pipeline) return [{ rule: "rce.downloaded-pipeline", decision: "ask", reason: `${shown(invocation)} downloads ${pipeline}, a CI pipeline whose steps run on the next push with the repository's secrets, unread${via(invocation)}` }];
    return run ? [{ rule: "rce.remote-script-host", decision: "deny", reason: `${shown(invocation)} fetches ${run.what} from ${clip(run.url)} and runs it, unread${via(invocation)}` }] : [];
  },
  sink(sink, context) {
    return sinkHits(sink, context);
  },
};

function sinkHits(sink: CodeSink, context: RuleContext): Hit[] {
  const origin = sink.data.provenance;
  const runner = runnerOf(sink.invocation);
  if (origin.network && origin.sources.length > 0 && origin.sources.every((source) => source === CLONED)) {
    return [{ rule: "rce.cloned-code", decision: "ask", reason: `${runner} runs code of a repository cloned just before (${describe(sink)})${via(sink.invocation)}` }];
  }
  if (origin.network) {
    const rule = NETWORK_RULE[sink.kind] ?? "rce.command-substitution";
    return [{ rule, decision: "deny", reason: `${runner} runs code from the network (${describe(sink)})${via(sink.invocation)}` }];
  }
  if (sink.kind === "decoded-file") return [{ rule: "code.obfuscated", decision: "ask", reason: `${runner} runs ${describe(sink)}, in the same command: code no one could read before it runs${via(sink.invocation)}` }];
  if (origin.obfuscated || origin.decoded?.length) return [{ rule: "code.obfuscated", decision: "ask", reason: `${runner} runs decoded data whose content is unknown (${describe(sink)})${via(sink.invocation)}` }];
  if (origin.generated && !origin.envInit) return [{ rule: "code.generated", decision: "ask", reason: `${runner} runs code printed by ${origin.sources.join(", ") || "another program"} (${describe(sink)})${via(sink.invocation)}` }];
  if (context.strict && (origin.parameter || origin.envInit || origin.generated)) {
    return [{ rule: "strict.dynamic-code", decision: "ask", reason: `${runner} runs code only known when it runs (${describe(sink)})${via(sink.invocation)}` }];
  }
  return [];
}

function clip(url: string): string {
  return url.length > 80 ? `${url.slice(0, 77)}...` : url;
}

function runnerOf(invocation: Invocation): string {
  return shown(invocation);
}

function describe(sink: CodeSink): string {
  const text = sink.data.description;
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}
