import { ownEntry } from "../../../util/own-entry.js";
/**
 * Variables of the tools' references that name a credential file or a directory that holds one,
 * with the documented default below the home directory (or, for system-wide defaults, an absolute
 * path). Unset, such a variable is that default:
 * `cat $KUBECONFIG` reads `~/.kube/config`, `cat $XDG_CONFIG_HOME/gh/hosts.yml` reads
 * `~/.config/gh/hosts.yml`. Set by the command, it holds what the command gave it.
 *
 * @example
 * CREDENTIAL_FILE_VARIABLES.CARGO_HOME // ".cargo"
 */
export const CREDENTIAL_FILE_VARIABLES: Readonly<Record<string, string>> = {
  // kubectl, the AWS CLI and SDKs, Docker, curl and git (netrc), Google Cloud, GnuPG, pass.
  KUBECONFIG: ".kube/config",
  AWS_SHARED_CREDENTIALS_FILE: ".aws/credentials",
  AWS_CONFIG_FILE: ".aws/config",
  DOCKER_CONFIG: ".docker",
  NETRC: ".netrc",
  GOOGLE_APPLICATION_CREDENTIALS: ".config/gcloud/application_default_credentials.json",
  CLOUDSDK_CONFIG: ".config/gcloud",
  GNUPGHOME: ".gnupg",
  PASSWORD_STORE_DIR: ".password-store",
  // The XDG base directories (XDG Base Directory Specification), where many tools keep their tokens.
  XDG_CONFIG_HOME: ".config",
  XDG_DATA_HOME: ".local/share",
  XDG_STATE_HOME: ".local/state",
  // Git Bash and MSYS export Windows' roaming and local application data directories.
  APPDATA: "AppData/Roaming",
  LOCALAPPDATA: "AppData/Local",
  // Tools' own homes and config files: RubyGems' user directory (credentials below it), Cargo,
  // the Azure CLI, the GitHub CLI, Helm, pip, npm, Gradle, Terraform, libpq, MySQL, Bundler,
  // Poetry, containers-auth.json(5), rclone, SOPS' age keys, the OCI, Databricks and Talos CLIs, boto.
  GEM_HOME: ".local/share/gem",
  CARGO_HOME: ".cargo",
  AZURE_CONFIG_DIR: ".azure",
  GH_CONFIG_DIR: ".config/gh",
  HELM_CONFIG_HOME: ".config/helm",
  HELM_REPOSITORY_CONFIG: ".config/helm/repositories.yaml",
  HELM_REGISTRY_CONFIG: ".config/helm/registry/config.json",
  PIP_CONFIG_FILE: ".config/pip/pip.conf",
  NPM_CONFIG_USERCONFIG: ".npmrc",
  npm_config_userconfig: ".npmrc",
  GRADLE_USER_HOME: ".gradle",
  TF_CLI_CONFIG_FILE: ".terraformrc",
  PGPASSFILE: ".pgpass",
  PGSERVICEFILE: ".pg_service.conf",
  MYSQL_TEST_LOGIN_FILE: ".mylogin.cnf",
  BUNDLE_USER_CONFIG: ".bundle/config",
  POETRY_CONFIG_DIR: ".config/pypoetry",
  REGISTRY_AUTH_FILE: ".config/containers/auth.json",
  RCLONE_CONFIG: ".config/rclone/rclone.conf",
  SOPS_AGE_KEY_FILE: ".config/sops/age/keys.txt",
  OCI_CLI_CONFIG_FILE: ".oci/config",
  DATABRICKS_CONFIG_FILE: ".databrickscfg",
  TALOSCONFIG: ".talos/config",
  BOTO_CONFIG: ".boto",
  // Jenkins' home, `~/.jenkins` when run from its war ("Jenkins home directory"): credentials.xml and secrets/ below it.
  JENKINS_HOME: ".jenkins",
  // Kerberos (kerberos(7), ENVIRONMENT; krb5.conf(5) defaults): the credential cache, by default
  // FILE:/tmp/krb5cc_%{uid}, the host's default keytab and the client keytab.
  KRB5CCNAME: "/tmp/krb5cc_%{uid}",
  KRB5_KTNAME: "/etc/krb5.keytab",
  KRB5_CLIENT_KTNAME: "/var/kerberos/krb5/user/%{euid}/client.keytab",
};

/**
 * The documented default, below the home directory or absolute, of a variable that names a credential file or
 * a directory holding one; undefined for every other name.
 *
 * @example
 * credentialVariableDefault("PGPASSFILE") // ".pgpass"
 * credentialVariableDefault("constructor") // undefined
 */
export function credentialVariableDefault(name: string): string | undefined {
  return ownEntry(CREDENTIAL_FILE_VARIABLES, name);
}
