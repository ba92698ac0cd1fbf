/**
 * Options whose name documents taking a file as a credential to use, not as data to process.
 *
 * A program the guard has no grammar for, given a secret file as an option's value, may send it
 * anywhere (`llm -f ~/.aws/credentials "explain"`, `foo-uploader --input ~/.ssh/id_rsa`): the
 * guard asks. The exception is an option whose name says what the file is for, the way the tools'
 * own references name them: ssh(1) `-i identity_file` and `-F configfile`; curl(1) `--cert`,
 * `--key`, `--cacert`, `--netrc-file`; kubectl `--kubeconfig`; the Docker CLI `--tlscacert`,
 * `--tlscert`, `--tlskey`, `--config`, `--env-file`; node(1) `--env-file`; terraform
 * `-var-file`; mysql(1) `--defaults-file`; rsync(1) `--password-file`; openvpn(8)
 * `--auth-user-pass`; uvicorn and gunicorn `--ssl-keyfile`/`--keyfile`; grpcurl's Go-style
 * `-cacert`, `-cert`, `-key`; apksigner `--ks`. A name is read word by word (`--ssl-keyfile`,
 * `-tlsCertificateKeyFile`, `--producer.config`, `--api_key_path`), so spellings nobody listed
 * keep working.
 *
 * One-letter options mean something else in every program, so only the documented letters of
 * known kinds of program count: `-i` and `-F` of the ssh family and of age(1), sshpass(1) `-f`,
 * minisign(1) and signify(1) `-s`, restic `-p`, http-server `-C`/`-K`, smbclient(1) `-A`, dotenv-cli
 * `-e`, env-cmd `-f`, mvn(1) `-s`/`-gs`. A Java or Gradle property (`-Djavax.net.ssl.keyStore=…`,
 * `-Pkeystore=…`) is read by its name.
 */

/** Words of an option's name that say the value is a credential, a key or a config to use. */
const CREDENTIAL_WORD = /^(?:identity|identities|key|keys|keyfile|keypath|privatekey|inkey|cert|certs|certfile|certificate|certificates|cacert|cacerts|ca|cafile|capath|crt|pem|pfx|p12|pkcs12|keystore|ks|truststore|tls|ssl|mtls|credential|credentials|creds|cred|kubeconfig|config|configfile|conf|cfg|rc|settings|defaults|env|envfile|dotenv|vars|var|varfile|secret|secrets|password|passwd|passfile|passphrase|pass|passin|pw|token|tokens|authtoken|auth|authfile|authentication|netrc|login|account|sa|vault|origincert|userconfig|kubecontext|ssh|rsh)$/;

/** Programs of the ssh family: `-i` is the identity file, `-F` the client config (ssh(1), scp(1), sftp(1), sshfs(1), autossh(1), mosh(1)). */
const SSH_FAMILY = /^(?:scp|sftp|sshfs|autossh|mosh|sshuttle|assh|tsh|mssh|pssh|parallel-ssh|parallel-scp|pscp|pdsh|rage|age)$|ssh/;

/** One-letter options that take a credential file in the documentation of specific programs. */
const SHORT_CREDENTIAL_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  sshpass: ["-f"],
  minisign: ["-s"],
  signify: ["-s"],
  restic: ["-p"],
  "http-server": ["-C", "-K"],
  smbclient: ["-A"],
  // dotenv-cli `-e <path>`, env-cmd `-f <path>`: the env files a command is run with.
  "dotenv-cli": ["-e"],
  "env-cmd": ["-f"],
  // mvn(1) `-s`/`-gs`: the user and global settings.xml, where server credentials live.
  mvn: ["-s", "-gs"],
  mvnw: ["-s", "-gs"],
};

/**
 * The words of an option's name: `--ssl-keyfile` is `ssl keyfile`, `-tlsCertificateKeyFile` is
 * `tls certificate key file`, `--producer.config` is `producer config`.
 */
function nameWords(option: string): string[] {
  return option
    .replace(/^-+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[-_.\s]+/)
    .filter((word) => word !== "");
}

/**
 * Whether `program`'s option `option` (written as on the command line, `--key-file`, `-i`,
 * `-cacert`) takes a file as a credential, a key or a config to use by design.
 *
 * @example
 * takesCredentialFile("foo", "--ssl-keyfile") // true
 * takesCredentialFile("llm", "-f") // false
 * takesCredentialFile("scp", "-i") // true
 */
export function takesCredentialFile(program: string, option: string): boolean {
  if (Object.hasOwn(SHORT_CREDENTIAL_OPTIONS, program) && (SHORT_CREDENTIAL_OPTIONS[program] as readonly string[]).includes(option)) return true;
  if (/^-[^-]$/.test(option)) return (option === "-i" || option === "-F") && SSH_FAMILY.test(program);
  // java(1) `-Dname=value`, Gradle's and Maven's `-Pname=value`: the property's name says what it is.
  const property = /^-[DP]([a-zA-Z][\w.-]*)$/.exec(option)?.[1];
  const words = nameWords(property ?? option);
  // `--keyfile`, `--certfile`, `--cafile`: the word before a trailing file or path names what it is.
  return words.some((word) => CREDENTIAL_WORD.test(word) || CREDENTIAL_WORD.test(word.replace(/(?:file|path|dir)$/, "")));
}
