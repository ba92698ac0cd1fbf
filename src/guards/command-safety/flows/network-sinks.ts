import { staticField, type Field, type Invocation } from "../model.js";
import { kubectlOperandIndexes } from "../planes/kubectl-verb.js";
import { KUBECTL_CP_VALUED } from "./container-copies.js";
import { messagePublisher, publishesThroughCloud } from "./message-publishers.js";
import { parameterFiles, requestItemFiles, storesSecrets } from "./parameter-files.js";
import { sitePublisher } from "./site-publishers.js";
import { perInvocation } from "../per-invocation.js";

/** An argument whose content a network command sends, and whether it is an authentication value. */
export interface SentArgument {
  field: Field;
  /** An `Authorization:`-style header, `-u user:token`, a `--password`/`--token` value: how credentials are designed to travel. */
  auth: boolean;
}

/** Where a command sends data over the network. */
export interface NetworkSink {
  /** The kind of channel, for reasons: "an HTTP request", "a socket", "object storage", "mail", "DNS lookups", …. */
  channel: string;
  /** Host names the data goes to, when known. */
  hosts: string[];
  /** The service the command itself talks to (`aws` talks to AWS), for credentials used by their own CLI. */
  service?: string;
  /** It sends its standard input. */
  sendsStdin: boolean;
  /** Arguments whose content it sends. */
  sent: SentArgument[];
  /** Local files it uploads or attaches. */
  files: Field[];
  /**
   * It publishes what it sends (a gist, an issue or a comment, a release asset, a snippet): even
   * its own service's credential is leaving there, not being used.
   */
  publishes?: boolean;
  /** Its standard input is a password it logs in with (`docker login --password-stdin`). */
  stdinIsAuth?: boolean;
  /** Files an HTTP client reads into headers or the query (`curl -H @file`, `--url-query name@file`), which the secret-file rules do not read themselves. */
  headerFiles?: Field[];
}

const HTTP_CLIENTS = new Set(["curl", "curlie"]);
const HTTPIE = new Set(["http", "https", "xh", "xhs", "httpie"]);
/** Download managers: what their URLs carry (a query string, a path) reaches the server. */
const DOWNLOADERS = new Set(["aria2c", "axel", "lftpget", "fetch", "httrack"]);
/** Programs that open a URL in a browser: what the URL carries is sent with the request. */
const URL_OPENERS = new Set(["xdg-open", "open", "sensible-browser", "x-www-browser", "www-browser", "wslview", "firefox", "google-chrome", "chromium", "chromium-browser", "lynx", "w3m"]);
const SOCKETS = new Set(["nc", "ncat", "netcat", "telnet", "pwncat", "cryptcat"]);
const MAILERS = new Set(["mail", "mailx", "s-nail", "bsd-mailx", "mutt", "neomutt", "sendmail", "msmtp", "ssmtp", "swaks"]);
const RESOLVERS = new Set(["dig", "nslookup", "host", "drill", "kdig", "delv", "getent", "resolvectl", "ping", "ping6", "traceroute", "tracepath", "mtr", "whois"]);
const SHARERS = new Set(["croc", "wormhole", "magic-wormhole", "ffsend", "pastebinit", "transfer", "ntfy", "termbin", "0x0"]);
const FILE_TRANSFER = new Set(["lftp", "ftp", "sftp", "smbclient", "tftp", "ncftp", "ncftpput"]);
/** Header names that carry a credential: `Authorization`, `Cookie`, and any whose name says token, key, auth, secret or password (`JOB-TOKEN`, `X-Vault-Token`, `Circle-Token`, `Ocp-Apim-Subscription-Key`). */
const AUTH_HEADER = /^\s*(?:authorization|proxy-authorization|cookie|[\w-]*(?:token|key|auth|secret|passw(?:or)?d|session)[\w-]*)\s*:/i;
const AUTH_OPTIONS = new Set(["-u", "--user", "--oauth2-bearer", "-b", "--cookie", "--proxy-user", "-U", "--http-user", "--http-password", "--password", "--user", "-a", "--auth", "--token", "--api-key"]);
const URL_LIKE = /^(?:[a-z][\w+.-]*:\/\/)?(?:[^\s/@:]+@)?([a-z0-9][a-z0-9.-]*\.[a-z]{2,}|localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?(?:[/?#].*)?$/i;
const REMOTE_PATH = /^(?:[\w.-]+@)?[\w.-]+:(?!\/\/)/;

/**
 * Whether a command sends data over the network, and what it sends: HTTP clients (curl, wget,
 * HTTPie), sockets (nc, socat, telnet, `openssl s_client`), ssh, object-store and file-sharing
 * uploads (aws s3, gsutil, gcloud storage, az storage, rclone, s3cmd, mc, azcopy, croc, …), gists
 * and release assets (gh, glab), mail, DNS lookups (data in the names), and copies into pods.
 *
 * The secret-flow and data-flow rules both ask about every invocation, so it is read once per
 * invocation (`per-invocation.ts`).
 *
 * @example
 * networkSink(invocation("curl", "-d", "$T", "https://x.example.com"))?.hosts // ["x.example.com"]
 */
export const networkSink: (invocation: Invocation) => NetworkSink | undefined = perInvocation(readNetworkSink);

function readNetworkSink(invocation: Invocation): NetworkSink | undefined {
  const name = invocation.name;
  const args = invocation.argv.slice(1);
  if (HTTP_CLIENTS.has(name) || name === "wget" || name === "wget2") return httpClient(args, name === "wget" || name === "wget2" ? "wget" : "curl");
  if (HTTPIE.has(name)) return httpie(args);
  const login = registryLogin(name, args);
  if (login) return login;
  if (name === "git") return gitSendEmail(args) ?? gitRemoteUrl(args);
  if (URL_OPENERS.has(name) && args.some((field) => /^["']?https?:\/\//i.test(field.value ?? field.text))) return { channel: `a browser (${name})`, hosts: hostsIn(args), sendsStdin: false, sent: args.filter((field) => /^["']?https?:\/\//i.test(field.value ?? field.text)).map((field) => ({ field, auth: false })), files: [] };
  if (DOWNLOADERS.has(name)) return { channel: `an HTTP request (${name})`, hosts: hostsIn(args), sendsStdin: false, sent: args.filter((field) => !field.value?.startsWith("-")).map((field) => ({ field, auth: false })), files: [] };
  if (SOCKETS.has(name)) return { channel: "a network connection", hosts: hostsIn(args), sendsStdin: true, sent: [], files: [] };
  if (name === "socat") return socat(args);
  if (name === "openssl") return args[0]?.value === "s_client" ? { channel: "a TLS connection", hosts: hostsIn(args.map((field) => ({ ...field, value: field.value?.replace(/:\d+$/, "") }))), sendsStdin: true, sent: [], files: [] } : undefined;
  if (name === "ssh") return { channel: "ssh", hosts: [], sendsStdin: true, sent: args.filter((field) => field.value === undefined || !field.value.startsWith("-")).slice(1).map((field) => ({ field, auth: false })), files: [] };
  if (MAILERS.has(name)) return mail(args);
  if (RESOLVERS.has(name)) return resolver(args);
  if (FILE_TRANSFER.has(name)) return fileTransfer(name, args, invocation.stdin?.text);
  if (name === "scp" || name === "rsync") return remoteCopy(name, args);
  // tee copies its input to each file: bash's /dev/tcp and /dev/udp devices are connections.
  if (name === "tee") {
    const devices = args.filter((field) => /^\/dev\/(?:tcp|udp)\/[^/]+\/[^/]+$/.test(field.value ?? ""));
    if (devices.length > 0) return { channel: "a network connection (/dev/tcp)", hosts: devices.map((field) => (field.value as string).split("/")[3] as string), sendsStdin: true, sent: [], files: [] };
  }
  const publisher = messagePublisher(name, args) ?? sitePublisher(name, args);
  if (publisher) return publisher;
  if (SHARERS.has(name)) return { channel: `a file-sharing service (${name})`, hosts: [], sendsStdin: true, sent: [], files: args.filter((field) => field.value === undefined || (!field.value.startsWith("-") && !["send", "upload", "publish"].includes(field.value))) };
  return cloudUpload(name, args);
}

/** Registry logins: `docker|podman|buildah|skopeo|nerdctl login`, `helm registry login`, `oras login`. */
const LOGIN_CLIS = new Set(["docker", "podman", "buildah", "skopeo", "nerdctl", "helm", "oras", "crane"]);

/**
 * A registry login sends its password (`-p`, `--password`, or stdin with `--password-stdin`) to the
 * registry it names, Docker Hub when it names none: a credential of another service going there leaves.
 */
function registryLogin(name: string, args: readonly Field[]): NetworkSink | undefined {
  if (!LOGIN_CLIS.has(name)) return undefined;
  const at = args.findIndex((field) => field.value === "login");
  if (at < 0 || at > 2) return undefined;
  const rest = args.slice(at + 1);
  const sent: SentArgument[] = [];
  let registry: Field | undefined;
  for (let index = 0; index < rest.length; index++) {
    const value = rest[index]?.value;
    if (value !== undefined && /^(?:-p|--password)$/.test(value) && index + 1 < rest.length) sent.push({ field: rest[++index] as Field, auth: true });
    else if (value !== undefined && value.startsWith("--password=")) sent.push({ field: { ...(rest[index] as Field), value: value.slice(11) }, auth: true });
    else if (value !== undefined && /^(?:-u|--username)$/.test(value)) index++;
    else if (registry === undefined && !value?.startsWith("-")) registry = rest[index];
  }
  const hosts = registry ? hostsIn([{ ...registry, value: registry.value?.replace(/^https?:\/\//, "").replace(/\/.*$/, "") }]) : [];
  const stdin = rest.some((field) => field.value === "--password-stdin");
  return { channel: `a registry login (${name})`, hosts, ...(registry ? {} : { service: "Docker Hub" }), sendsStdin: stdin, stdinIsAuth: true, sent, files: [] };
}

/** git send-email's options that take a value, so that the files it mails are found. */
const SEND_EMAIL_VALUES = /^--(?:to|cc|bcc|from|subject|in-reply-to|reply-to|smtp-server|smtp-server-port|smtp-server-option|smtp-user|smtp-pass|smtp-encryption|smtp-domain|smtp-auth|smtp-ssl-cert-path|identity|to-cmd|cc-cmd|header-cmd|sendmail-cmd|envelope-sender|transfer-encoding|8bit-encoding|compose-encoding|suppress-cc|confirm|batch-size|relogin-delay|sender|signed-off-by-cc)$/;

/** `git send-email FILE…`: the files (and directories of patches) it mails. Revision ranges name no file and pass the classification. */
function gitSendEmail(args: readonly Field[]): NetworkSink | undefined {
  const at = args.findIndex((field) => field.value === "send-email");
  if (at < 0) return undefined;
  const rest = args.slice(at + 1);
  const files: Field[] = [];
  for (let index = 0; index < rest.length; index++) {
    const value = rest[index]?.value;
    if (value !== undefined && SEND_EMAIL_VALUES.test(value)) index++;
    else if (value === undefined || !value.startsWith("-")) files.push(rest[index] as Field);
  }
  return { channel: "mail (git send-email)", hosts: [], sendsStdin: false, sent: [], files, publishes: true };
}

/** git verbs that reach the URL given to them, and the URL's credentials with it. */
const GIT_URL_VERBS = new Set(["clone", "push", "fetch", "pull", "ls-remote", "remote", "submodule"]);

/**
 * A remote URL carrying credentials (`https://x:$GITHUB_TOKEN@host/r.git`): git sends them to that
 * host. A forge's own token to a host of that forge (GitHub Enterprise, self-managed GitLab) is its use.
 */
function gitRemoteUrl(args: readonly Field[]): NetworkSink | undefined {
  const verb = args.find((field) => field.value !== undefined && !field.value.startsWith("-"))?.value;
  if (verb === undefined || !GIT_URL_VERBS.has(verb)) return undefined;
  // The shape stands one mark for each substitution, so `https://x-access-token:$(gh auth token)@host/…` still shows its host.
  const written = (field: Field): string => field.value ?? field.dynamic?.shape ?? field.text.replace(/^["']/, "");
  const urls = args.filter((field) => /^[a-z][\w+.-]*:\/\/[^/\s]*@/i.test(written(field)));
  if (urls.length === 0) return undefined;
  const hosts = urls.flatMap((field) => /@([a-z0-9.-]+)/i.exec(written(field))?.[1] ?? []);
  const forge = hosts.every((host) => /github/i.test(host)) ? "GitHub" : hosts.every((host) => /gitlab/i.test(host)) ? "GitLab" : undefined;
  return { channel: "a git remote", hosts, ...(forge ? { service: forge } : {}), sendsStdin: false, sent: urls.map((field) => ({ field, auth: true })), files: [] };
}

/** curl's and wget's options that take a value (the rest are flags). */
const HTTP_VALUE_OPTIONS = new Set([
  "-H", "--header", "-d", "--data", "--data-raw", "--data-binary", "--data-ascii", "--data-urlencode", "--json", "-F", "--form", "--form-string",
  "-u", "--user", "-o", "--output", "-X", "--request", "-A", "--user-agent", "-e", "--referer", "-b", "--cookie", "-c", "--cookie-jar",
  "-x", "--proxy", "-U", "--proxy-user", "-T", "--upload-file", "-K", "--config", "-E", "--cert", "--key", "--cacert", "-m", "--max-time",
  "-w", "--write-out", "--url", "--connect-timeout", "--retry", "--resolve", "--connect-to", "--oauth2-bearer", "--aws-sigv4", "-r", "--range",
  "-C", "--continue-at", "-z", "--time-cond", "--interface", "--limit-rate", "-O", "--output-document", "-P", "--directory-prefix",
  "--post-data", "--post-file", "--body-data", "--body-file", "--method", "--password", "--http-user", "--http-password", "-i", "--input-file",
  "-t", "--tries", "-T", "--timeout", "--user-agent", "--load-cookies", "--save-cookies",
]);

function httpClient(args: readonly Field[], flavor: "curl" | "wget"): NetworkSink {
  const sent: SentArgument[] = [];
  const hosts: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    // `--header="Authorization: Bearer $TOKEN"`: the option is known even when its value is not.
    const written = value ?? field.dynamic?.prefix;
    if (value === undefined && written?.startsWith("--") && written.includes("=")) {
      const equals = written.indexOf("=");
      sent.push({ field, auth: isAuth(written.slice(0, equals), written.slice(equals + 1)) });
      continue;
    }
    if (value !== undefined && value.startsWith("-") && value.length > 1) {
      const equals = value.indexOf("=");
      if (value.startsWith("--") && equals > 0) {
        sent.push({ field: { ...field, value: value.slice(equals + 1) }, auth: isAuth(value.slice(0, equals), value.slice(equals + 1)) });
      } else if (HTTP_VALUE_OPTIONS.has(value) && index + 1 < args.length) {
        const next = args[++index] as Field;
        sent.push({ field: next, auth: isAuth(value, next.value ?? next.dynamic?.prefix ?? next.text) });
      } else if (/^-[HdFuXbT]./.test(value)) {
        sent.push({ field: { ...field, value: value.slice(2) }, auth: isAuth(value.slice(0, 2), value.slice(2)) });
      }
      continue;
    }
    sent.push({ field, auth: false });
    const host = value !== undefined ? URL_LIKE.exec(value)?.[1] : URL_LIKE.exec(field.dynamic?.prefix ?? "")?.[1];
    if (host) hosts.push(host);
  }
  const headerFiles = flavor === "curl" ? curlHeaderFiles(args) : [];
  return { channel: flavor === "curl" ? "an HTTP request" : "an HTTP request (wget)", hosts, sendsStdin: true, sent, files: uploadedFiles(args), ...(headerFiles.length > 0 ? { headerFiles } : {}) };
}

/** curl reads headers from `-H @file` (7.55) and query parts from `--url-query [+]name@file` or `@file` (7.87), as it documents. */
function curlHeaderFiles(args: readonly Field[]): Field[] {
  const files: Field[] = [];
  args.forEach((field, index) => {
    const previous = args[index - 1]?.value ?? "";
    const value = field.value;
    if (value === undefined) return;
    const header = /^(?:-H|--header)$/.test(previous) ? /^@(.+)$/.exec(value)?.[1] : /^--header=@(.+)$/.exec(value)?.[1];
    const query = previous === "--url-query" ? /^\+?[^=@]*@(.+)$/.exec(value)?.[1] : /^--url-query=\+?[^=@]*@(.+)$/.exec(value)?.[1];
    const file = header ?? query;
    if (file !== undefined && file !== "-") files.push({ value: file, text: field.text, glob: false });
  });
  return files;
}

/** The files an HTTP request sends: `-d @f`, `--data-binary @f`, `-F k=@f`, `-F k=<f`, `-T f`, `--post-file f`. */
function uploadedFiles(args: readonly Field[]): Field[] {
  const files: Field[] = [];
  args.forEach((field, index) => {
    const previous = args[index - 1]?.value ?? "";
    const value = field.value;
    if (value === undefined) return;
    let file: string | undefined;
    if (/^(?:-T|--upload-file|--post-file|--body-file)$/.test(previous)) file = value;
    else if (/^(?:-d|--data|--data-binary|--data-ascii|--data-urlencode|--json)$/.test(previous)) file = /^@(.+)$/.exec(value)?.[1] ?? /^[^=@]*=?@([^;]+)$/.exec(value)?.[1];
    else if (/^(?:-F|--form)$/.test(previous)) file = /^[^=]*=[@<]([^;]+)/.exec(value)?.[1];
    else file = /^--(?:upload-file|post-file|body-file)=(.+)$/.exec(value)?.[1] ?? /^--data(?:-binary|-ascii)?=@(.+)$/.exec(value)?.[1];
    if (file !== undefined && file !== "-") files.push({ value: file, text: field.text, glob: false });
  });
  return files;
}

/** Whether an option's value is a credential travelling as designed: an auth header, a user:password, a bearer token. */
function isAuth(option: string, value: string): boolean {
  if (option === "-H" || option === "--header") return AUTH_HEADER.test(value);
  return AUTH_OPTIONS.has(option);
}

function httpie(args: readonly Field[]): NetworkSink {
  const sent: SentArgument[] = [];
  const hosts: string[] = [];
  args.forEach((field, index) => {
    const value = field.value;
    const previous = args[index - 1]?.value ?? "";
    if (value !== undefined && value.startsWith("-")) return;
    const auth = previous === "-a" || previous === "--auth" || AUTH_HEADER.test(value ?? field.dynamic?.prefix ?? field.text);
    sent.push({ field, auth });
    const host = value !== undefined && !/^[A-Z]+$/.test(value) ? URL_LIKE.exec(value)?.[1] : undefined;
    if (host && hosts.length === 0) hosts.push(host);
  });
  return { channel: "an HTTP request", hosts, sendsStdin: true, sent, files: requestItemFiles(args) };
}

function socat(args: readonly Field[]): NetworkSink | undefined {
  const addresses = args.filter((field) => field.value === undefined || !field.value.startsWith("-") || field.value === "-");
  const network = addresses.find((field) => /^(?:tcp|tcp4|tcp6|udp|udp4|udp6|ssl|openssl|sctp|socks4a?|proxy|dccp)[:-]/i.test(field.value ?? ""));
  if (!network) return undefined;
  // An address with no keyword that holds a `/` is a file (GOPEN), as socat documents.
  const files = addresses
    .map((field) => /^(?:file|open|gopen|create|readline-file):([^,]+)/i.exec(field.value ?? "")?.[1] ?? /^([^:,]*\/[^:,]*)(?:,|$)/.exec(field.value ?? "")?.[1])
    .filter((file): file is string => file !== undefined)
    .map((file) => staticField(file));
  return { channel: "a socat connection", hosts: [(network.value ?? "").split(":")[1] ?? ""].filter(Boolean), sendsStdin: true, sent: [], files };
}

/** `lftp -e 'put FILE'`, `smbclient -c 'put FILE'`, `tftp host -c put FILE`, `sftp host <<< 'put FILE'`, `ncftpput host dir FILE`: the local files a transfer uploads. */
function fileTransfer(name: string, args: readonly Field[], input: string | undefined): NetworkSink {
  const scripts = [...args.filter((field, index) => /^-[ecb]$/.test(args[index - 1]?.value ?? "")).map((field) => field.value ?? ""), input ?? ""];
  // `tftp host -c put FILE [REMOTE]`: the words after -c are one command.
  const command = name === "tftp" ? args.findIndex((field) => field.value === "-c") : -1;
  if (command >= 0) scripts.push(args.slice(command + 1).map((field) => field.value ?? "").join(" "));
  const files = scripts.flatMap((script) => [...script.matchAll(/(?:^|[;\n])\s*m?put\s+(?:-[a-zA-Z]+\s+)*("[^"]+"|'[^']+'|[^\s;]+)/g)].map((match) => staticField((match[1] as string).replace(/^["']|["']$/g, ""))));
  // lftp's `mirror -R LOCAL [REMOTE]` (reverse mirror) uploads a local directory.
  for (const script of scripts) for (const match of script.matchAll(/(?:^|[;\n])\s*mirror\s+((?:[^;\n])*)/g)) {
    const words = (match[1] as string).split(/\s+/).filter(Boolean);
    if (!words.some((word) => word === "-R" || word === "--reverse" || /^-[a-zA-Z]*R[a-zA-Z]*$/.test(word))) continue;
    const local = words.find((word) => !word.startsWith("-"));
    if (local !== undefined) files.push(staticField(local.replace(/^["']|["']$/g, "")));
  }
  if (name === "ncftpput") files.push(...args.filter((field) => field.value === undefined || !field.value.startsWith("-")).slice(2));
  return { channel: `a file transfer (${name})`, hosts: hostsIn(args), sendsStdin: true, sent: [], files };
}

function mail(args: readonly Field[]): NetworkSink {
  const files: Field[] = [];
  args.forEach((field, index) => {
    const previous = args[index - 1]?.value ?? "";
    if (previous === "-a" || previous === "-A" || previous === "--attach" || previous === "--attach-body") files.push(field.value?.startsWith("@") ? { ...field, value: field.value.slice(1) } : field);
    else if (field.value?.startsWith("--attach=")) files.push({ ...field, value: field.value.slice(9).replace(/^@/, "") });
    // swaks reads --body and --data from `@FILE` (and, in older releases, from a path given as is).
    else if (/^(?:--body|--data|-d)$/.test(previous) && /^@|^[~/.]/.test(field.value ?? "")) files.push({ ...field, value: (field.value as string).replace(/^@/, "") });
  });
  return { channel: "mail", hosts: [], sendsStdin: true, sent: args.map((field) => ({ field, auth: false })), files };
}

function resolver(args: readonly Field[]): NetworkSink {
  const files = args.filter((field, index) => args[index - 1]?.value === "-f");
  return { channel: "DNS lookups (data in the names)", hosts: [], sendsStdin: false, sent: args.map((field) => ({ field, auth: false })), files };
}

/** scp's and rsync's options that take a value, so that their operands are found. */
const COPY_VALUE_OPTIONS = /^-[cFiJlmoPSDe]$|^--(?:rsh|rsync-path|exclude|include|exclude-from|include-from|files-from|filter|port|password-file|chmod|chown|log-file|temp-dir|partial-dir|backup-dir|suffix|compare-dest|copy-dest|link-dest|bwlimit|timeout|contimeout|max-size|min-size|block-size|checksum-choice|compress-choice|skip-compress|sockopts|out-format|info|debug)$/;

/** `scp FILE host:…`, `rsync FILE host:…` or `rsync://…`: the local files a copy to another host sends. */
function remoteCopy(name: string, args: readonly Field[]): NetworkSink | undefined {
  const operands: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value !== undefined && COPY_VALUE_OPTIONS.test(value)) index++;
    else if (value === undefined || !value.startsWith("-")) operands.push(args[index] as Field);
  }
  const destination = operands.at(-1)?.value;
  if (operands.length < 2 || destination === undefined || !(REMOTE_PATH.test(destination) || destination.startsWith("rsync://"))) return undefined;
  const files = operands.slice(0, -1).filter((field) => field.value === undefined || !REMOTE_PATH.test(field.value));
  return { channel: `a copy to another host (${name})`, hosts: [], sendsStdin: false, sent: [], files };
}

/** Uploads to object storage, gists, release assets, pods and containers: the local files they send. */
const UPLOADERS = new Set(["aws", "gsutil", "gcloud", "az", "rclone", "s3cmd", "s5cmd", "mc", "azcopy", "b2", "oci", "gh", "glab", "kubectl", "oc", "docker", "podman", "nerdctl"]);

/**
 * An upload into object storage keeps what it sends where the bucket's readers (or its owner, who
 * need not be us) find it: a credential stored there is leaving, not being used, even on its own cloud.
 */
function stored(sink: NetworkSink): NetworkSink {
  return { ...sink, publishes: true };
}

function cloudUpload(name: string, args: readonly Field[]): NetworkSink | undefined {
  if (!UPLOADERS.has(name)) return undefined;
  const values = args.map((field) => field.value ?? "");
  // `-` (standard input) is an operand, not an option.
  const operands = args.filter((field) => field.value === undefined || !field.value.startsWith("-") || field.value === "-");
  const words = operands.map((field) => field.value ?? "");
  const optionValues = (...options: string[]) => args.filter((field, index) => options.includes(values[index - 1] ?? "")).concat(args.filter((field) => options.some((option) => field.value?.startsWith(`${option}=`))).map((field) => ({ ...field, value: field.value?.slice(field.value.indexOf("=") + 1) })));
  // What a secret store is given is kept there as a secret: a credential travelling as designed.
  const everything: SentArgument[] = args.map((field) => ({ field, auth: storesSecrets(name, words) }));
  const upload = (channel: string, files: Field[], service?: string, stdin = false): NetworkSink => ({ channel, hosts: [], ...(service ? { service } : {}), sendsStdin: stdin, sent: everything, files });
  // Parameter values read from files (`--message file://x`, `--body @x`, `--data-file=x`) go with the request.
  const read = sentParameterFiles(name, args);
  switch (name) {
    case "aws": {
      if (words[0] === "s3" && ["cp", "mv", "sync"].includes(words[1] ?? "")) {
        const [source, destination] = operands.slice(2);
        if (destination?.value?.startsWith("s3://") && source && !source.value?.startsWith("s3://")) return stored(upload("object storage (S3)", source.value === "-" ? [] : [source], "AWS", source.value === "-"));
      }
      if (words[0] === "s3api") return stored(upload("object storage (S3)", [...optionValues("--body"), ...read], "AWS"));
      return { channel: "the AWS API", hosts: [], service: "AWS", sendsStdin: false, sent: everything, files: read, ...published(name, words) };
    }
    case "gsutil":
    case "gcloud": {
      // `gcloud compute scp SRC… [USER@]VM:DEST` (and `tpus tpu-vm scp`, `cloud-shell scp localhost:SRC cloudshell:DEST`).
      const scp = name === "gcloud" ? words.indexOf("scp") : -1;
      if (scp >= 0 && scp < 4) {
        const paths = operands.slice(scp + 1);
        const destination = paths.at(-1)?.value ?? "";
        if (paths.length >= 2 && destination.includes(":") && !destination.startsWith("localhost:")) {
          const local = paths.slice(0, -1).filter((field) => !(field.value ?? ":").includes(":") || field.value?.startsWith("localhost:")).map((field) => ({ ...field, value: field.value?.replace(/^localhost:/, "") }));
          return upload("a copy to another host (gcloud scp)", local, "Google Cloud");
        }
      }
      const copy = name === "gsutil" ? words[0] === "cp" || words[0] === "mv" || words[0] === "rsync" : words[0] === "storage" && ["cp", "mv", "rsync"].includes(words[1] ?? "");
      if (!copy) return name === "gcloud" ? { channel: "the Google Cloud API", hosts: [], service: "Google Cloud", sendsStdin: false, sent: everything, files: read, ...published(name, words) } : undefined;
      const paths = operands.slice(name === "gsutil" ? 1 : 2);
      const destination = paths.at(-1);
      if (!destination?.value?.startsWith("gs://")) return undefined;
      // `-` is standard input (`gsutil cp - gs://b/o`, `gcloud storage cp - gs://b/o`).
      const sources = paths.slice(0, -1).filter((field) => !field.value?.startsWith("gs://"));
      return stored(upload("object storage (Cloud Storage)", sources.filter((field) => field.value !== "-"), "Google Cloud", sources.some((field) => field.value === "-")));
    }
    case "az":
      if (words[0] === "storage") return stored(upload("object storage (Azure)", [...optionValues("--file", "-f", "--source", "-s"), ...read], "Azure"));
      return { channel: "the Azure API", hosts: [], service: "Azure", sendsStdin: false, sent: everything, files: read, ...published(name, words) };
    case "rclone":
    case "s3cmd":
    case "s5cmd":
    case "mc":
    case "azcopy":
    case "b2":
    case "oci": {
      const local = operands.slice(1).filter((field) => !REMOTE_PATH.test(field.value ?? "") && !/^(?:s3|gs|az|https?):\/\//.test(field.value ?? ""));
      const remote = operands.slice(1).some((field) => REMOTE_PATH.test(field.value ?? "") || /^(?:s3|gs|https?):\/\//.test(field.value ?? ""));
      return remote || name === "oci" ? upload(`a remote store (${name})`, [...local, ...optionValues("--file")], undefined, words[0] === "rcat") : undefined;
    }
    case "gh":
    case "glab":
      return forge(name, words, operands, optionValues, everything);
    case "kubectl":
    case "oc": {
      // The operands past kubectl's options and their values (`kubectl -n shop cp .env web:/tmp/.env`).
      const cluster = kubectlOperandIndexes(values, KUBECTL_CP_VALUED).map((index) => args[index] as Field);
      const [verb, kind] = cluster.map((field) => field.value);
      if (verb === "cp" && cluster.length >= 3 && (cluster[2]?.value ?? "").includes(":")) return upload("a copy into a pod", [cluster[1] as Field]);
      // A config map's data is readable by anyone who can read the namespace (a secret is what keys are for).
      if (verb === "create" && (kind === "configmap" || kind === "cm")) return upload("a config map in the cluster", optionValues("--from-file", "--from-env-file").map((field) => ({ ...field, value: field.value?.replace(/^[^=/]*=/, "") })));
      return undefined;
    }
    case "docker":
    case "podman":
    case "nerdctl": {
      // `docker [container] cp SRC CONTAINER:DEST` copies a host file into a container, where whoever runs it can read it.
      const copy = words[0] === "cp" ? operands.slice(1) : words[0] === "container" && words[1] === "cp" ? operands.slice(2) : [];
      const [source, destination] = copy;
      if (copy.length !== 2 || !/^[\w.-]+:/.test(destination?.value ?? "") || /^[\w.-]+:/.test(source?.value ?? "")) return undefined;
      return source?.value === "-" ? undefined : upload("a copy into a container", [source as Field]);
    }
    default:
      return undefined;
  }
}

/** A cloud command that publishes a message, an event, a log line or a mail (`aws sns publish`) publishes what it sends. */
function published(name: string, words: readonly string[]): { channel: string; publishes: true } | Record<string, never> {
  return publishesThroughCloud(name, words) ? { channel: `a message, event or mail published through ${name} ${words.slice(0, 2).join(" ")}`, publishes: true } : {};
}

/**
 * The files a cloud CLI reads parameter values from and sends. A file of the project given to a
 * parameter that takes a credential by design (a secret store's value, a certificate's key) is
 * that credential used as designed; one from anywhere else (the home directory, another tree) leaves.
 */
function sentParameterFiles(name: string, args: readonly Field[]): Field[] {
  return parameterFiles(name, args)
    .filter((file) => !(file.designed && inProject(file.field.value ?? "")))
    .map((file) => file.field);
}

/** A relative path that does not climb out of the working directory. */
function inProject(path: string): boolean {
  return path !== "" && !/^(?:[~/$\\]|[a-z]:)/i.test(path) && !/(?:^|\/)\.\.(?:\/|$)/.test(path);
}

function forge(name: string, words: readonly string[], operands: readonly Field[], optionValues: (...options: string[]) => Field[], everything: SentArgument[]): NetworkSink | undefined {
  const service = name === "gh" ? "GitHub" : "GitLab";
  const sink = (channel: string, files: Field[], stdin: boolean, publishes = true): NetworkSink => ({ channel, hosts: [], service, sendsStdin: stdin, sent: everything, files: files.filter((field) => field.value !== "-"), ...(publishes ? { publishes } : {}) });
  // Setting a repository secret is what its stdin is for.
  if (words[0] === "secret" || words[0] === "variable") return undefined;
  if (words[0] === "gist" && words[1] === "create") return sink("a gist", operands.slice(2), operands.slice(2).length === 0 || operands.some((field) => field.value === "-"));
  // `gh gist edit ID --add FILE` adds the local file to the gist.
  if (words[0] === "gist" && words[1] === "edit") return sink("a gist", optionValues("--add", "-a"), false);
  if (name === "glab" && words[0] === "snippet" && words[1] === "create") return sink("a snippet", operands.slice(2), false);
  // `gh repo create --source DIR --push` pushes the directory's repository to the new one.
  if (words[0] === "repo" && words[1] === "create") {
    const sources = optionValues("--source", "-s");
    if (sources.length > 0) return sink("a new repository", sources, false);
  }
  if (words[0] === "release" && (words[1] === "upload" || words[1] === "create")) return sink("a release asset", operands.slice(3).map((field) => ({ ...field, value: field.value?.replace(/#.*$/, "") })), false);
  if (words[0] === "api") {
    const fields = optionValues("-F", "--field").flatMap((field) => {
      const file = /^[^=]*=@(.+)$/.exec(field.value ?? "")?.[1];
      return file ? [{ ...field, value: file }] : [];
    });
    // Gists, issues, comments, pull requests, releases and discussions publish what is posted to them.
    const publishing = /(?:^|\/)(?:gists|issues|comments|pulls|releases|discussions|notes|snippets)(?:\/|$|\?)/.test(words.slice(1, 3).find((word) => !/^(?:GET|POST|PUT|PATCH|DELETE|HEAD)$/i.test(word)) ?? "");
    return sink("the GitHub API", [...fields, ...optionValues("--input")], optionValues("--input").some((field) => field.value === "-"), publishing);
  }
  const bodies = optionValues("--body-file", "-F");
  if (bodies.length > 0) return sink(`a ${name} ${words[0] ?? ""} body`, bodies, bodies.some((field) => field.value === "-"));
  // Issues, pull requests, comments and reviews publish their title and body.
  const written = PUBLISHED_NOUNS.has(words[0] ?? "") && PUBLISHING_VERBS.has(words[1] ?? "");
  return { channel: written ? `a ${name} ${words[0]} ${words[1]}` : `the ${service} API`, hosts: [], service, sendsStdin: false, sent: everything, files: [], ...(written ? { publishes: true } : {}) };
}

const PUBLISHED_NOUNS = new Set(["issue", "pr", "mr", "discussion", "release", "gist", "snippet", "note"]);
const PUBLISHING_VERBS = new Set(["create", "comment", "edit", "review", "new", "note"]);

/** Host names among the arguments (`nc evil.example.com 4444`). */
function hostsIn(args: readonly Field[]): string[] {
  const hosts: string[] = [];
  for (const field of args) {
    const host = field.value !== undefined && !field.value.startsWith("-") ? URL_LIKE.exec(field.value)?.[1] : undefined;
    if (host) hosts.push(host);
  }
  return hosts;
}
