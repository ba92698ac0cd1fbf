/**
 * Secret files directly below a home directory, outside the credential stores of
 * `HOME_CREDENTIAL_STORES`: network and registry credentials, environment files and the shell
 * profiles that often export API keys. The audit's rules match these by name; layers that need
 * concrete paths (the command sandbox hides them, the file tools refuse hard links to them) use
 * this list.
 */
export const HOME_SECRET_FILES: readonly string[] = [
  ".netrc",
  "_netrc",
  ".git-credentials",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pypirc",
  ".pgpass",
  ".my.cnf",
  ".boto",
  ".vault-token",
  ".env",
  ".envrc",
  ".profile",
  ".bashrc",
  ".bash_profile",
  ".bash_login",
  ".bash_aliases",
  ".zshrc",
  ".zprofile",
  ".zshenv",
  ".zlogin",
];

/**
 * The system's authentication files, as the audit's `secrets.system-auth` rule names them. A
 * trailing `/` marks a folder whose every file counts.
 */
export const SYSTEM_SECRET_PATHS: readonly string[] = [
  "/etc/passwd",
  "/etc/passwd-",
  "/etc/shadow",
  "/etc/shadow-",
  "/etc/gshadow",
  "/etc/gshadow-",
  "/etc/sudoers",
  "/etc/sudoers.d/",
  "/etc/master.passwd",
];

/**
 * Directories where a host or a cluster keeps its private keys and its own credentials, every
 * file in them a secret but the public certificates beside the keys: TLS private key directories
 * (Debian's `ssl-cert`, Red Hat's `pki/tls`, Let's Encrypt's `live`, `archive` and `keys`),
 * kubeadm's PKI (etcd's included) and the kubelet's, k3s' and RKE2's server keys and credentials,
 * MicroK8s' credentials and certificates, WireGuard's configuration (each `.conf` holds the interface's `PrivateKey`).
 * Lower-case, without a trailing `/`.
 */
export const SYSTEM_KEY_STORES: readonly string[] = [
  "/etc/ssl/private",
  "/etc/pki/tls/private",
  "/etc/letsencrypt/live",
  "/etc/letsencrypt/archive",
  "/etc/letsencrypt/keys",
  "/etc/kubernetes/pki",
  "/etc/kubernetes/pki/etcd",
  "/var/lib/kubelet/pki",
  "/var/lib/rancher/k3s/server/tls",
  "/var/lib/rancher/k3s/server/cred",
  "/var/lib/rancher/rke2/server/tls",
  "/var/lib/rancher/rke2/server/cred",
  "/var/snap/microk8s/current/credentials",
  "/var/snap/microk8s/current/certs",
  "/etc/wireguard",
  // iwd's network files (iwd.network(5)): `NAME.psk` holds the Passphrase and PreSharedKey,
  // `NAME.8021x` the EAP identity and password.
  "/var/lib/iwd",
  // The cluster's datastore, where every Secret object is kept (unencrypted unless encryption at
  // rest is configured): etcd's member directory (`snap/db`, the write-ahead log), and k3s's and
  // RKE2's datastores.
  "/var/lib/etcd/member",
  "/var/lib/rancher/k3s/server/db",
  "/var/lib/rancher/rke2/server/db",
];

/**
 * Service configuration directories that hold a host's or a cluster's keys among ordinary
 * settings (sshd's host keys, the control plane's kubeconfigs, the Docker daemon's TLS keys, the
 * agents' keys and tokens of Vault, Consul and Nomad, OpenVPN's keys, etcd's data directory whose
 * database holds every cluster secret): reading one setting is
 * everyday work, taking the directory whole (an archive, a copy to a remote) carries the keys.
 * The key stores' ancestors below these count as well. Lower-case, without a trailing `/`.
 */
export const SYSTEM_KEY_HOLDERS: readonly string[] = [
  "/etc/ssh",
  "/etc/ssl",
  "/etc/pki",
  "/etc/pki/tls",
  "/etc/letsencrypt",
  "/etc/kubernetes",
  "/var/lib/kubelet",
  // Every pod's secret and projected volumes (service-account tokens among them), as the kubelet keeps them on the node.
  "/var/lib/kubelet/pods",
  "/etc/rancher",
  "/etc/rancher/k3s",
  "/etc/rancher/rke2",
  "/var/lib/rancher",
  "/var/lib/rancher/k3s",
  "/var/lib/rancher/k3s/server",
  "/var/lib/rancher/rke2",
  "/var/lib/rancher/rke2/server",
  "/var/snap/microk8s",
  "/var/snap/microk8s/current",
  "/etc/etcd",
  "/var/lib/etcd",
  "/etc/docker",
  "/etc/openvpn",
  "/etc/openvpn/server",
  "/etc/openvpn/client",
  "/etc/vault.d",
  "/opt/vault",
  "/opt/vault/tls",
  "/etc/consul.d",
  "/opt/consul",
  "/etc/nomad.d",
  "/opt/nomad",
];
