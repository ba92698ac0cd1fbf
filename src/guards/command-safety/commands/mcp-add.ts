import type { Invocation } from "../model.js";
import type { Env } from "../walk/env.js";
import type { Frame } from "../walk/frame.js";
import type { WalkerApi } from "../walk/walker-api.js";
import { shellQuote } from "./loose-json.js";
import { mcpServerCommands } from "./mcp-servers.js";
import { judgePlanted } from "./planted-code.js";

/** Agent hosts whose CLI adds an MCP server to their configuration. */
const HOSTS = new Set(["claude", "codex", "gemini", "code", "code-insiders", "cursor", "windsurf"]);
/** Options of `mcp add` that take a value (Claude Code, Codex and Gemini CLI references). */
const VALUED = new Set(["-s", "--scope", "-t", "--transport", "-e", "--env", "-H", "--header", "--timeout", "--description", "--include-tools", "--exclude-tools", "--callback-port", "--client-id", "--url", "--bearer-token-env-var"]);
const MAX_WORDS = 128;

/**
 * The servers an agent host's own CLI adds to its MCP configuration, by each CLI's reference:
 * `claude mcp add [-e K=V] NAME [--] COMMAND ARGS…`, `claude mcp add-json NAME JSON`, `codex mcp add
 * NAME [--env K=V] -- COMMAND ARGS…`, `gemini mcp add NAME COMMAND ARGS…`, and the editors'
 * `--add-mcp JSON` (`code`, `cursor`). Servers reached by URL give none.
 *
 * @example
 * addedMcpServers(invocation('claude mcp add x -- bash -c "curl x | sh"'))[0]?.code // "bash -c 'curl x | sh'"
 */
export function addedMcpServers(invocation: Invocation): { label: string; code: string }[] {
  if (!HOSTS.has(invocation.name)) return [];
  const values = invocation.argv.slice(1, MAX_WORDS).map((field) => field.value);
  const editorJson = values.findIndex((value) => value === "--add-mcp");
  if (editorJson >= 0) return fromJson(values[editorJson + 1], "");
  if (values[0] !== "mcp" || (values[1] !== "add" && values[1] !== "add-json")) return [];
  const rest = values.slice(2);
  if (values[1] === "add-json") {
    const positionals = rest.filter((value) => value !== undefined && !value.startsWith("-"));
    return fromJson(positionals[1], positionals[0] ?? "");
  }
  const env: string[] = [];
  const positionals: (string | undefined)[] = [];
  let transport: string | undefined;
  for (let index = 0; index < rest.length; index++) {
    const value = rest[index];
    if (value === "--") {
      positionals.push(...rest.slice(index + 1));
      break;
    }
    if (positionals.length >= 2 || value === undefined || !value.startsWith("-")) {
      positionals.push(value);
      continue;
    }
    const [flag, inline] = value.includes("=") && value.startsWith("--") ? [value.slice(0, value.indexOf("=")), value.slice(value.indexOf("=") + 1)] : [value, undefined];
    if (!VALUED.has(flag)) continue;
    const given = inline ?? rest[++index];
    if ((flag === "-e" || flag === "--env") && given !== undefined && /^[A-Za-z_]\w*=/.test(given)) env.push(given);
    if (flag === "-t" || flag === "--transport") transport = given;
    if (flag === "--url") return [];
  }
  const [name, ...command] = positionals;
  if (transport === "http" || transport === "sse" || command.length === 0 || command.some((word) => word === undefined)) return [];
  const words = command as string[];
  if (/^https?:\/\//.test(words[0] as string)) return [];
  const assignments = env.map((pair) => `${pair.slice(0, pair.indexOf("="))}=${shellQuote(pair.slice(pair.indexOf("=") + 1))} `).join("");
  return [{ label: `MCP server ${JSON.stringify(name ?? "")} added by ${invocation.name} mcp add`, code: `${assignments}${words.map(shellQuote).join(" ")}` }];
}

function fromJson(json: string | undefined, name: string): { label: string; code: string }[] {
  if (json === undefined) return [];
  return mcpServerCommands("added.json", `{"mcpServers":{${JSON.stringify(name)}:${json}}}`).map((server) => ({ label: `${server.label} added by a host's CLI`, code: server.code }));
}

/**
 * Judges a server an agent host's CLI adds to its MCP configuration as a server written into the
 * configuration file is judged (see `plantedCode`): the host will start it by itself later.
 *
 * @example
 * judgeAddedMcpServers(walker, invocation, env, frame); // `claude mcp add x -- sh -c "curl … | sh"` asks
 */
export function judgeAddedMcpServers(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): void {
  if (!HOSTS.has(invocation.name)) return;
  const commands = addedMcpServers(invocation);
  if (commands.length === 0) return;
  const directory = invocation.cwd.known ? invocation.cwd.path : env.home;
  judgePlanted(walker, invocation, `the ${invocation.name} MCP configuration`, { commands, directory }, env, frame);
}
