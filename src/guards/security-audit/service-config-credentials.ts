import type { PathView } from "./path-matcher.js";

/**
 * Configuration files that services document as the place of their passwords and keys, by name
 * wherever they lie:
 *
 * - Symfony's decryption key for its secrets vault (`config/secrets/<env>/<env>.decrypt.private.php`,
 *   "How to Keep Sensitive Information Secret").
 * - Tomcat's `tomcat-users.xml` (the manager's and users' passwords, "Realm Configuration").
 * - Samba's `secrets.tdb` (the machine account's password, the LDAP admin password) and `passdb.tdb`
 *   (every user's password hash), and Samba AD's `secrets.ldb` and `sam.ldb` (smb.conf(5), samba(7)).
 * - Jenkins' `credentials.xml` and `secrets/` directory in any Jenkins home (`/var/jenkins_home` in
 *   its container image), which decrypts them.
 * - TeamCity's `buildAgent.properties`, where the agent keeps the `authorizationToken` the server
 *   issued it ("Build Agent Configuration").
 * - mRemoteNG's `confCons.xml`, its saved connections with their passwords, encrypted under a key
 *   that defaults to a published one (mRemoteNG documentation, "Password protection").
 * - Erlang's `.erlang.cookie`, the shared secret that lets a node join a cluster and run code on it
 *   (RabbitMQ, "Clustering Guide": `/var/lib/rabbitmq/.erlang.cookie`, `$HOME/.erlang.cookie` for
 *   the CLI tools).
 * - Cassandra's `cqlshrc` (cqlsh documentation: its `[authentication]` section's `password`).
 * - Elasticsearch's and Kibana's secure settings (`elasticsearch.keystore`, `kibana.keystore`),
 *   passwords and keys obfuscated, not encrypted, unless a keystore password is set.
 * - Kafka's JAAS files (`kafka_server_jaas.conf`, `kafka_client_jaas.conf`, `jaas.conf`): the
 *   SASL users' passwords ("Authentication using SASL").
 */
const SERVICE_CONFIG_NAMES: ReadonlySet<string> = new Set(["tomcat-users.xml", "secrets.tdb", "passdb.tdb", "secrets.ldb", "sam.ldb", "buildagent.properties", "confcons.xml", ".erlang.cookie", "cqlshrc", "elasticsearch.keystore", "kibana.keystore", "jaas.conf"]);

/** Kafka's JAAS files by their documented names (`kafka_server_jaas.conf`, `zookeeper_jaas.conf`, `client-jaas.conf`). */
const JAAS_FILE = /(?:^|[._-])jaas\.conf$/;

/**
 * Files of system services that hold a bind or login password, by their documented paths
 * (lower-case): nss-pam-ldapd's `nslcd.conf` and libnss-ldap's `bindpw` files, slapd.conf(5)'s
 * `rootpw`, SSSD's `ldap_default_authtok` in `sssd.conf`.
 */
const SERVICE_CONFIG_PATHS: ReadonlySet<string> = new Set([
  "/etc/libnss-ldap.secret",
  "/etc/libnss-ldap.conf",
  "/etc/nslcd.conf",
  "/etc/ldap/slapd.conf",
  "/etc/openldap/slapd.conf",
  "/usr/local/etc/openldap/slapd.conf",
  "/etc/sssd/sssd.conf",
  // Brokers and data services whose main config holds a password by their references: RabbitMQ's
  // `default_pass` (rabbitmq.conf), Redis's `requirepass` and `masterauth` (redis.conf, Sentinel's
  // `sentinel auth-pass`), Kafka's `sasl.jaas.config` with its users' passwords (server.properties),
  // ClickHouse's users and their passwords (users.xml and the users.d overrides, below).
  "/etc/rabbitmq/rabbitmq.conf",
  "/etc/rabbitmq/advanced.config",
  "/var/lib/rabbitmq/.erlang.cookie",
  "/etc/redis/redis.conf",
  "/etc/redis.conf",
  "/etc/redis/sentinel.conf",
  "/etc/redis-sentinel.conf",
  "/etc/valkey/valkey.conf",
  "/etc/kafka/server.properties",
  "/opt/kafka/config/server.properties",
  "/etc/kafka/jaas.conf",
  "/etc/clickhouse-server/users.xml",
  "/etc/clickhouse-server/users.yaml",
  "/etc/cassandra/cqlshrc",
]);

/** MongoDB's internal-authentication key file (mongod's `security.keyFile`), by the names its deployment guides give it, in a MongoDB directory. */
const MONGO_KEY_FILE = /^(?:mongo(?:db)?[-_.]?)?key(?:file)?(?:\.(?:key|txt))?$|^mongo(?:db)?[-_.]?key(?:file)?\b/;

/**
 * OpenVPN's `auth-user-pass FILE` (openvpn(8)): the username and password, one a line, in a file
 * the configuration names; by common practice `auth.txt`, `pass.txt`, `credentials`, `login.conf`
 * or `NAME.auth`, kept in `/etc/openvpn` or beside the `.ovpn` profile.
 */
const OPENVPN_AUTH_FILE = /^(?:auth|pass|passwd|password|login|userpass|user-pass|credentials?|creds?)(?:\.(?:txt|conf|cfg))?$|\.(?:auth|creds?)$|[._-](?:auth|creds?|credentials?|login)\.txt$/;

/**
 * Whether a path is a configuration file that a service documents as holding its passwords or keys
 * (the lists above).
 *
 * @example
 * isServiceConfigCredentials(view("/etc/openvpn/client/auth.txt")) // true
 * isServiceConfigCredentials(view("/opt/tomcat/conf/tomcat-users.xml")) // true
 * isServiceConfigCredentials(view("/etc/openvpn/server.conf")) // false
 */
export function isServiceConfigCredentials(view: PathView): boolean {
  if (SERVICE_CONFIG_NAMES.has(view.name) || SERVICE_CONFIG_PATHS.has(view.lower) || JAAS_FILE.test(view.name)) return true;
  const segments = view.segments;
  // ClickHouse's per-user overrides (`/etc/clickhouse-server/users.d/*.xml`), each a user with its password.
  if (segments[0] === "etc" && segments[1] === "clickhouse-server" && segments[2] === "users.d" && segments.length === 4) return true;
  if (MONGO_KEY_FILE.test(view.name) && segments.slice(0, -1).some((segment) => segment.startsWith("mongo"))) return true;
  if (segments[0] === "etc" && segments[1] === "openvpn" && segments.length > 2) return OPENVPN_AUTH_FILE.test(view.name);
  if (view.name.endsWith(".decrypt.private.php")) return segments.at(-3) === "secrets";
  return isJenkinsSecret(segments);
}

/**
 * Whether a path is a web application's own configuration, which its documentation tells the
 * site's owner to fill with the database password and secret keys: WordPress's `wp-config.php`
 * (`DB_PASSWORD`, the authentication keys and salts; "Editing wp-config.php"), Drupal's
 * `sites/<site>/settings.php` (`$databases`, `hash_salt`), Magento's `app/etc/env.php` (the
 * database password and the encryption key). Their templates (`wp-config-sample.php`,
 * `default.settings.php`) are not; writing one from its template is how a site is set up.
 *
 * @example
 * isWebAppConfig(view("/var/www/html/wp-config.php")) // true
 * isWebAppConfig(view("/var/www/html/wp-config-sample.php")) // false
 */
export function isWebAppConfig(view: PathView): boolean {
  if (view.name === "wp-config.php") return true;
  if (view.name === "settings.php") return view.segments.at(-3) === "sites";
  return view.name === "env.php" && view.segments.at(-2) === "etc" && view.segments.at(-3) === "app";
}

/** Jenkins' `credentials.xml`, or anything in its `secrets/` directory, in a Jenkins home (a directory named for Jenkins). */
function isJenkinsSecret(segments: readonly string[]): boolean {
  const name = segments.at(-1) ?? "";
  const home = name === "credentials.xml" ? segments.length - 2 : segments.lastIndexOf("secrets") - 1;
  return home >= 0 && /jenkins/.test(segments[home] ?? "");
}
