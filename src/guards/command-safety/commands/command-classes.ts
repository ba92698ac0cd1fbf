/** Shells: code given to them with `-c`, on stdin or as a script runs as commands. */
export const SHELLS: ReadonlySet<string> = new Set([
  "sh", "bash", "dash", "zsh", "ksh", "ksh93", "mksh", "lksh", "oksh", "pdksh", "ash", "hush", "fish",
  "csh", "tcsh", "yash", "posh", "rbash", "rzsh", "loksh", "nu", "xonsh", "elvish", "osh", "ysh",
]);

/** Programs whose output comes from the network. */
export const NETWORK_FETCHERS: ReadonlySet<string> = new Set([
  "curl", "wget", "wget2", "fetch", "http", "https", "xh", "xhs", "httpie", "aria2c", "lynx", "links", "elinks",
  "w3m", "nc", "ncat", "netcat", "socat", "telnet", "ftp", "tftp", "lftp", "curlie", "gh", "s3cmd", "rclone",
  // PowerShell's web cmdlets and their aliases (`irm URL | iex`).
  "invoke-webrequest", "iwr", "invoke-restmethod", "irm", "curl.exe", "wget.exe",
  // DNS answers (TXT records) are data from the network too.
  "dig", "nslookup", "host", "drill", "kdig", "delv",
]);

/** Network tools that can carry an interactive shell (reverse and bind shells). */
export const NETWORK_PIPES: ReadonlySet<string> = new Set(["nc", "ncat", "netcat", "socat", "telnet", "openssl", "cryptcat", "pwncat", "ztcp"]);

/** Programs that decode or unscramble their input: with unknown input, their output is obfuscated. */
export const DECODERS: ReadonlySet<string> = new Set([
  "base64", "base32", "basenc", "xxd", "uudecode", "openssl", "gzip", "gunzip", "zcat", "bzip2", "bunzip2", "bzcat",
  "xz", "unxz", "xzcat", "lzma", "unlzma", "zstd", "unzstd", "zstdcat", "brotli", "rev", "tr", "gpg", "age", "lz4",
]);

/** Programs that pass their input through, transformed or not. */
export const FILTERS: ReadonlySet<string> = new Set([
  "cat", "tac", "tee", "head", "tail", "grep", "egrep", "fgrep", "rg", "sed", "awk", "gawk", "mawk", "nawk", "cut",
  "sort", "uniq", "jq", "yq", "gojq", "fold", "fmt", "column", "paste", "nl", "expand", "unexpand", "iconv",
  "dos2unix", "unix2dos", "strings", "sponge", "pv", "col", "envsubst", "xargs", "dd", "stdbuf", "perl", "python",
  "python3", "ruby", "node",
]);

/** Tools that print shell code to set up an environment (`eval "$(ssh-agent -s)"`). */
export const ENV_INIT_TOOLS: ReadonlySet<string> = new Set([
  "ssh-agent", "pyenv", "pyenv-virtualenv", "rbenv", "nodenv", "goenv", "jenv", "plenv", "phpenv", "fnm", "direnv",
  "brew", "opam", "conda", "mamba", "micromamba", "starship", "zoxide", "thefuck", "dircolors", "keychain", "luarocks",
  "mise", "rtx", "asdf", "gpg-agent", "docker-machine", "minikube", "oh-my-posh", "atuin", "mcfly", "fzf", "navi",
  "rustup", "rye", "uv", "poetry", "pipenv", "volta", "nvm", "sdk", "gh", "kubectl", "helm", "npm", "pnpm", "just",
  "rbw", "op", "1password", "aws", "gcloud", "az", "doctl", "flyctl", "vault", "terraform", "tfenv", "tmux", "hub",
]);
