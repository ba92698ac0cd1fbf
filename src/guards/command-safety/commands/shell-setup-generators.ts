import type { Invocation } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Shell names the generators take (`bash`, `zsh`, `fish`, `powershell`, …). */
const SHELL = "(?:bash|zsh|fish|sh|posix|ksh|tcsh|elvish|nu|nushell|xonsh|powershell|pwsh)";
/** Cobra's `completion SHELL [--no-descriptions]`, shared by the Go CLIs built on it (spf13/cobra "Generating shell completions"). */
const COBRA = new RegExp(`^completion ${SHELL}(?: --no-descriptions)?$`);
/** `init [-] [SHELL]`, the *env version managers' hook (rbenv(1) "rbenv init", pyenv, nodenv, goenv, jenv, plenv, phpenv). */
const ENV_MANAGER = new RegExp(`^(?:init|virtualenv-init)(?: -)?(?: ${SHELL})?(?: --path| --no-rehash| --no-push-path)*$`);

/**
 * Documented subcommands and flags with which locally installed tools print their own shell code
 * — completions, environment hooks, prompts — for `source <(…)` or `eval "$(…)"`, by program,
 * each with its source. Only the listed spellings count: another subcommand of the same tool (`gh
 * api`, `kubectl get secret`, `aws s3 cp`) prints data, not setup code.
 */
const GENERATORS: Readonly<Record<string, readonly RegExp[]>> = {
  // kubectl completion(1), helm completion, gh completion -s, docker completion, glab completion -s: cobra-based.
  kubectl: [COBRA],
  helm: [COBRA],
  gh: [new RegExp(`^completion(?: -s| --shell)[ =]?${SHELL}$`)],
  glab: [new RegExp(`^completion(?: -s| --shell)[ =]?${SHELL}(?: --no-desc)?$`)],
  docker: [COBRA],
  podman: [COBRA],
  nerdctl: [COBRA],
  kind: [COBRA],
  minikube: [COBRA, new RegExp(`^(?:docker-env|podman-env)(?: --shell[ =]${SHELL}| -p [\\w.-]+| --profile[ =][\\w.-]+| -u| --unset)*$`)],
  kustomize: [COBRA],
  kubeadm: [COBRA],
  oc: [COBRA],
  istioctl: [COBRA],
  linkerd: [COBRA],
  flux: [COBRA],
  cilium: [COBRA],
  argocd: [COBRA],
  velero: [COBRA],
  k9s: [COBRA],
  eksctl: [COBRA],
  doctl: [COBRA],
  flyctl: [COBRA],
  fly: [COBRA],
  skaffold: [COBRA],
  crictl: [COBRA],
  tailscale: [COBRA],
  hugo: [COBRA],
  "golangci-lint": [COBRA],
  cosign: [COBRA],
  op: [COBRA, /^signin(?: --account[ =][\w.@-]+| -f| --force)*$/],
  // stern --completion=SHELL (stern README).
  stern: [new RegExp(`^--completion[ =]${SHELL}$`)],
  // npm completion (npm-completion(1)); pnpm completion SHELL.
  npm: [/^completion$/],
  pnpm: [new RegExp(`^completion ${SHELL}$`)],
  // pip completion --bash|--zsh|--fish|--powershell (pip docs, "pip completion").
  pip: [/^completion --(?:bash|zsh|fish|powershell)$/],
  pip3: [/^completion --(?:bash|zsh|fish|powershell)$/],
  // poetry completions SHELL; uv generate-shell-completion SHELL, uvx --generate-shell-completion SHELL (uv docs, "Shell autocompletion").
  poetry: [new RegExp(`^completions? ${SHELL}$`)],
  uv: [new RegExp(`^generate-shell-completion ${SHELL}$`)],
  uvx: [new RegExp(`^--generate-shell-completion ${SHELL}$`)],
  pdm: [new RegExp(`^completion ${SHELL}$`)],
  rye: [new RegExp(`^self completion(?:(?: -s| --shell)[ =]?${SHELL})?$`)],
  // rustup completions SHELL [rustup|cargo] (rustup book, "Enable tab completion").
  rustup: [new RegExp(`^completions ${SHELL}(?: rustup| cargo)?$`)],
  // deno completions SHELL; bun completions (Deno and Bun docs).
  deno: [new RegExp(`^completions ${SHELL}$`)],
  bun: [/^completions$/],
  // brew shellenv [SHELL] (Homebrew "Installation").
  brew: [new RegExp(`^shellenv(?: ${SHELL})?$`)],
  // The *env version managers.
  pyenv: [ENV_MANAGER],
  "pyenv-virtualenv": [ENV_MANAGER],
  rbenv: [ENV_MANAGER],
  nodenv: [ENV_MANAGER],
  goenv: [ENV_MANAGER],
  jenv: [ENV_MANAGER],
  plenv: [ENV_MANAGER],
  phpenv: [ENV_MANAGER],
  // fnm env [--use-on-cd] [--shell SHELL] … (fnm README, "Shell setup").
  fnm: [/^env(?: --[\w-]+(?:[ =][\w.-]+)?)*$/, new RegExp(`^completions(?: --shell[ =]${SHELL})?$`)],
  // mise|rtx activate [SHELL] (mise docs, "Activate mise"); mise completion SHELL.
  mise: [new RegExp(`^activate(?: ${SHELL})?(?: --shims| --quiet| -q)*$`), new RegExp(`^completion ${SHELL}$`)],
  rtx: [new RegExp(`^activate(?: ${SHELL})?(?: --shims| --quiet| -q)*$`)],
  asdf: [new RegExp(`^completion ${SHELL}$`)],
  // direnv hook SHELL; direnv export SHELL (direnv(1)).
  direnv: [new RegExp(`^(?:hook|export) (?:${SHELL}|json|gha|vim)$`)],
  // zoxide init SHELL [--cmd NAME] [--hook none|prompt|pwd] [--no-cmd] (zoxide README).
  zoxide: [new RegExp(`^init ${SHELL}(?: --cmd \\w+| --hook \\w+| --no-cmd)*$`)],
  // starship init SHELL; starship completions SHELL (starship docs).
  starship: [new RegExp(`^init ${SHELL}(?: --print-full-init)?$`), new RegExp(`^completions ${SHELL}$`)],
  // atuin init SHELL [--disable-up-arrow] [--disable-ctrl-r] (atuin docs).
  atuin: [new RegExp(`^init ${SHELL}(?: --disable-[\\w-]+)*$`)],
  mcfly: [new RegExp(`^init ${SHELL}$`)],
  navi: [new RegExp(`^widget ${SHELL}$`)],
  "oh-my-posh": [new RegExp(`^init ${SHELL}(?: --config[ =][\\w./~-]+)?$`)],
  // thefuck --alias [NAME] (thefuck README).
  thefuck: [/^--alias(?: \w+)?$/],
  // conda shell.SHELL hook; mamba|micromamba shell hook --shell SHELL (conda and mamba docs).
  conda: [new RegExp(`^shell\\.${SHELL} hook$`)],
  mamba: [new RegExp(`^shell hook(?:(?: -s| --shell)[ =]?${SHELL})?$`)],
  micromamba: [new RegExp(`^shell hook(?:(?: -s| --shell)[ =]?${SHELL})?(?: --root-prefix[ =][\\w./~-]+)?$`)],
  // ssh-agent(1) -s|-c [-t life] [-a socket]; gpg-agent --daemon; keychain --eval (keychain(1)).
  "ssh-agent": [/^(?:-[scDk]|-t \d+[smhdw]?|-a [\w./~-]+)*$/],
  "gpg-agent": [/^--daemon(?: --[\w-]+)*$/],
  keychain: [/^--eval(?: --[\w-]+| [\w.~/-]+)*$/],
  // dircolors(1) -b|-c [FILE].
  dircolors: [/^(?:-[bcp]|--sh|--bourne-shell|--csh|--c-shell)?(?: [\w.~/-]+)?$/],
  // register-python-argcomplete [--shell SHELL] PROG (argcomplete docs).
  "register-python-argcomplete": [new RegExp(`^(?:--shell ${SHELL} )?(?:--no-defaults )?[\\w.-]+$`)],
  // just --completions SHELL (just manual).
  just: [new RegExp(`^--completions ${SHELL}$`)],
  // luarocks path [--bin] (luarocks docs); opam env [--switch X] (opam manual).
  luarocks: [/^path(?: --bin| --lr-path| --lr-cpath| --lua-version[ =][\d.]+)*$/],
  opam: [/^env(?: --switch[ =][\w.~/-]+| --set-switch| --shell[ =]\w+| --readonly)*$/],
  // docker-machine env [--shell SHELL] [MACHINE].
  "docker-machine": [/^env(?: --shell[ =]\w+| -u| --unset)*(?: [\w.-]+)?$/],
  // tmux show-environment -s (tmux(1)); hub alias -s (hub(1)).
  tmux: [/^show-environment -s(?: -g| -t [\w.:$-]+)*$/],
  hub: [/^alias -s$/],
  // volta completions SHELL; fzf --bash|--zsh|--fish (fzf README, "Setting up shell integration").
  volta: [new RegExp(`^completions ${SHELL}$`)],
  fzf: [/^--(?:bash|zsh|fish)$/],
  // nix print-dev-env [.#shell] (nix manual): the project's own development shell.
  nix: [/^print-dev-env(?: \.(?:#[\w.-]+)?)?$/],
  // aws configure export-credentials --format env (AWS CLI reference).
  aws: [/^configure export-credentials(?: --profile[ =][\w.-]+| --format[ =](?:env|env-no-export|powershell|windows-cmd))*$/],
};

/** The most words read. */
const MAX_WORDS = 12;

/**
 * Whether a command is a locally installed tool printing its own shell setup code by one of its
 * documented subcommands or flags (`kubectl completion bash`, `pyenv init -`, `brew shellenv`,
 * `eval "$(ssh-agent -s)"`), or by click's `_PROG_COMPLETE=bash_source prog`. Arguments that name
 * a URL or a pipe are not setup code.
 *
 * @example
 * printsShellSetup(invocation("kubectl", "completion", "zsh")) // true
 * printsShellSetup(invocation("kubectl", "get", "secret", "x")) // false
 */
export function printsShellSetup(invocation: Invocation): boolean {
  const name = invocation.name;
  const args = invocation.argv.slice(1);
  if (args.length > MAX_WORDS || args.some((field) => field.value === undefined || field.process !== undefined || field.value.includes("://"))) return clickCompletion(invocation);
  const patterns = ownEntry(GENERATORS, name);
  if (!patterns) return clickCompletion(invocation);
  const line = args.map((field) => field.value as string).join(" ");
  return patterns.some((pattern) => pattern.test(line)) || clickCompletion(invocation);
}

/** click's documented completion idiom: `_FOO_BAR_COMPLETE=bash_source foo-bar` (click docs, "Shell Completion"). */
function clickCompletion(invocation: Invocation): boolean {
  if (invocation.assignments.size === 0 || invocation.argv.length !== 1) return false;
  const variable = `_${invocation.name.toUpperCase().replace(/[-.]/g, "_")}_COMPLETE`;
  const value = invocation.assignments.get(variable)?.value;
  return value !== undefined && /^(?:bash|zsh|fish)_source$/.test(value);
}
