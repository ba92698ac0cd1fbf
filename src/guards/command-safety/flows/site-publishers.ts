import type { Field } from "../model.js";
import type { NetworkSink } from "./network-sinks.js";

/** Options of these CLIs that take a value, so that operands are found. */
const VALUE_OPTION = /^(?:-[dpacmbt]|--(?:dir|functions|site|auth|message|alias|context|filter|project|project-name|branch|domain|endpoint|token|commit-hash|commit-message|env|config|file|remote|repo|dist|dest|cwd|tag|name|path|dir-mode|repo-type|revision|include|exclude|delete|commit-description|every|num-workers))$/;

/** The programs read here: every other command is passed at once. */
const PUBLISHERS = new Set(["surge", "netlify", "ntl", "wrangler", "gh-pages", "b2", "tailscale", "ipfs", "onionshare", "onionshare-cli", "kaggle", "huggingface-cli", "hf"]);

/**
 * Commands that publish a local directory or file where others fetch it, by each CLI's documented
 * form: static hosts (`surge DIR DOMAIN`, `netlify deploy --dir DIR`, `wrangler pages deploy DIR`,
 * `gh-pages -d DIR`), object puts (`wrangler r2 object put B/K --file F`, `b2 upload-file B F NAME`,
 * `b2 file upload B F NAME`), peer-to-peer sharing (`tailscale file cp F… HOST:`, `ipfs add F`,
 * `onionshare-cli F`), data and model hubs (`kaggle datasets create|version -p DIR`, `kaggle kernels
 * push -p DIR`, `kaggle models instances [versions] create -p DIR`, from the Kaggle API's CLI
 * reference; `huggingface-cli|hf upload REPO [LOCAL_PATH]` and `upload-large-folder REPO PATH`, from
 * the Hugging Face Hub's CLI guide — the working directory when no path is given). Returns the
 * local paths they publish.
 *
 * @example
 * publishedPaths("surge", fields("./dist", "shop.surge.sh")).map((field) => field.value) // ["./dist"]
 */
export function publishedPaths(name: string, args: readonly Field[]): { channel: string; paths: Field[] } | undefined {
  if (!PUBLISHERS.has(name)) return undefined;
  const operands: Field[] = [];
  const options = new Map<string, Field>();
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    if (value === undefined || !value.startsWith("-")) {
      operands.push(field);
      continue;
    }
    const equals = value.startsWith("--") ? value.indexOf("=") : -1;
    if (equals > 0) options.set(value.slice(0, equals), { ...field, value: value.slice(equals + 1) });
    else if (VALUE_OPTION.test(value) && index + 1 < args.length) options.set(value, args[++index] as Field);
  }
  const words = operands.map((field) => field.value ?? "");
  const option = (...names: string[]) => names.flatMap((one) => options.get(one) ?? []);
  switch (name) {
    case "surge":
      return { channel: "a static site (surge)", paths: [...option("--project", "-p"), ...operands.slice(0, 1)] };
    case "netlify":
    case "ntl":
      return words[0] === "deploy" ? { channel: "a static site (netlify)", paths: option("--dir", "-d") } : undefined;
    case "wrangler":
      if (words[0] === "pages" && (words[1] === "deploy" || words[1] === "publish")) return { channel: "a static site (Cloudflare Pages)", paths: operands.slice(2, 3) };
      if (words[0] === "r2" && words[1] === "object" && words[2] === "put") return { channel: "object storage (Cloudflare R2)", paths: option("--file", "-f") };
      return undefined;
    case "gh-pages":
      return { channel: "a GitHub Pages branch", paths: option("--dist", "-d") };
    case "b2":
      if (words[0] === "upload-file") return { channel: "object storage (Backblaze B2)", paths: operands.slice(2, 3) };
      if (words[0] === "file" && words[1] === "upload") return { channel: "object storage (Backblaze B2)", paths: operands.slice(3, 4) };
      return undefined;
    case "tailscale":
      // `tailscale file cp FILE… TARGET:` sends the files to another device of the tailnet.
      return words[0] === "file" && words[1] === "cp" ? { channel: "a Taildrop transfer", paths: operands.slice(2, -1) } : undefined;
    case "ipfs":
      return words[0] === "add" ? { channel: "IPFS", paths: operands.slice(1) } : undefined;
    case "onionshare":
    case "onionshare-cli":
      return { channel: "an onion service (OnionShare)", paths: operands };
    case "kaggle":
      return kaggleUpload(words) ? { channel: "Kaggle", paths: option("--path", "-p").slice(0, 1) } : undefined;
    case "huggingface-cli":
    case "hf":
      return words[0] === "upload" || words[0] === "upload-large-folder" ? { channel: "the Hugging Face Hub", paths: operands.slice(2, 3) } : undefined;
    default:
      return undefined;
  }
}

/** Kaggle commands that upload a folder (`-p`): new datasets and versions, kernels, model instances. */
function kaggleUpload(words: readonly string[]): boolean {
  const [group, verb, third, fourth] = words;
  if (group === "datasets" || group === "d") return verb === "create" || verb === "version";
  if (group === "kernels" || group === "k") return verb === "push";
  return group === "models" && verb === "instances" && (third === "create" || (third === "versions" && fourth === "create"));
}

/** The network sink of a command that publishes local paths. */
export function sitePublisher(name: string, args: readonly Field[]): NetworkSink | undefined {
  const published = publishedPaths(name, args);
  if (!published) return undefined;
  return { channel: published.channel, hosts: [], sendsStdin: false, sent: [], files: published.paths.filter((field) => field.value !== "-"), publishes: true };
}
