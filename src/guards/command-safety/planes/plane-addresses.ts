import type { Field, Invocation } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";

/** What an option's value names. `list`: comma-separated `host[:port]` or URLs; `name`: a database name, checked against production names. */
type AddressKind = "host" | "url" | "socket" | "list" | "name" | "node" | "server" | "setting" | "mssql" | "skip";

/** How one client is told where its server is, from its manual. */
interface AddressSpec {
  /** Options by spelling (`-h`, `--host`, `-host`): what their value names. `skip`: a value that names nothing here. */
  options: Readonly<Record<string, AddressKind>>;
  /** What the operands name, in order (`cqlsh HOST PORT`: `["host"]`); `any`: a URL or `host[:port][/db]` wherever it stands, other words skipped. */
  operands?: readonly AddressKind[] | "any";
  /** Options end at the first operand (`redis-cli -h x FLUSHDB`: what follows is the store's command). */
  stopAtOperand?: boolean;
  /** Variables of the same command that the tool reads for its server. */
  variables?: Readonly<Record<string, AddressKind>>;
  /** Options whose use means the server comes from a saved configuration (`nats --context`, `psql service=…`): the target is unknown. */
  saved?: readonly string[];
}

const REDIS: AddressSpec = {
  options: { "-h": "host", "-u": "url", "-s": "socket", "-p": "skip", "-a": "skip", "-n": "skip", "-r": "skip", "-i": "skip", "-d": "skip", "-D": "skip", "-t": "skip", "-R": "skip", "--user": "skip", "--pass": "skip", "--askpass": "skip", "--pattern": "skip", "--count": "skip", "--cacert": "skip", "--cert": "skip", "--key": "skip", "--sni": "skip", "--eval": "skip" },
  stopAtOperand: true,
};
const MONGO: AddressSpec = {
  options: { "--host": "list", "--uri": "url", "--port": "skip", "-u": "skip", "-p": "skip", "-f": "skip", "--eval": "skip", "--file": "skip", "--username": "skip", "--password": "skip", "--authenticationDatabase": "skip", "--authenticationMechanism": "skip", "--apiVersion": "skip", "--db": "name", "-d": "name", "--collection": "skip", "-c": "skip", "--archive": "skip", "--gzip": "skip", "--nsInclude": "skip", "--nsExclude": "skip", "--type": "skip", "--tlsCAFile": "skip", "--tlsCertificateKeyFile": "skip" },
  operands: "any",
};
/** MongoDB's restore and import tools: their operands are dump directories and files. */
const MONGO_TOOLS: AddressSpec = { options: MONGO.options };
const POSTGRES: AddressSpec = {
  options: { "-h": "list", "--host": "list", "-d": "url", "--dbname": "url", "-p": "skip", "--port": "skip", "-U": "skip", "--username": "skip", "-c": "skip", "--command": "skip", "-f": "skip", "--file": "skip", "-v": "skip", "--set": "skip", "--variable": "skip", "-o": "skip", "--output": "skip", "-L": "skip", "-P": "skip", "-F": "skip", "-R": "skip", "-T": "skip" },
  operands: "any",
  variables: { PGHOST: "list", PGDATABASE: "name" },
};
const MYSQL: AddressSpec = {
  options: { "-h": "host", "--host": "host", "-S": "socket", "--socket": "socket", "-D": "name", "--database": "name", "-e": "skip", "--execute": "skip", "-u": "skip", "--user": "skip", "-P": "skip", "--port": "skip", "--uri": "url", "--init-command": "skip", "--default-character-set": "skip", "--defaults-file": "skip", "--defaults-extra-file": "skip", "--login-path": "skip", "--protocol": "skip", "--ssl-ca": "skip", "--ssl-mode": "skip", "--connect-timeout": "skip" },
  operands: ["name"],
  variables: { MYSQL_HOST: "host" },
};
const CLICKHOUSE: AddressSpec = {
  options: { "-h": "host", "--host": "host", "--port": "skip", "-q": "skip", "--query": "skip", "-u": "skip", "--user": "skip", "--password": "skip", "-d": "name", "--database": "name", "-f": "skip", "--format": "skip", "--queries-file": "skip", "--param": "skip", "--config-file": "skip", "--connection": "skip" },
  operands: "any",
  saved: ["--connection"],
};
const CQLSH: AddressSpec = {
  options: { "-e": "skip", "--execute": "skip", "-k": "name", "--keyspace": "name", "-f": "skip", "--file": "skip", "-u": "skip", "--username": "skip", "-p": "skip", "--password": "skip", "--cqlversion": "skip", "--encoding": "skip", "--request-timeout": "skip", "--connect-timeout": "skip", "--cqlshrc": "skip" },
  operands: ["host", "skip"],
  variables: { CQLSH_HOST: "host" },
};
const INFLUX: AddressSpec = {
  options: { "--host": "url", "-host": "host", "-port": "skip", "--org": "skip", "-o": "skip", "--bucket": "skip", "-b": "skip", "--token": "skip", "-t": "skip", "--start": "skip", "--stop": "skip", "--predicate": "skip", "-database": "name", "-execute": "skip", "-username": "skip", "-password": "skip", "--active-config": "skip", "-c": "skip", "--configs-path": "skip" },
  variables: { INFLUX_HOST: "url" },
  saved: ["--active-config", "-c"],
};
const ETCD: AddressSpec = { options: { "--endpoints": "list", "--peers": "list", "-C": "list", "--discovery-srv": "server", "-d": "server", "--user": "skip", "--password": "skip", "--cacert": "skip", "--cert": "skip", "--key": "skip", "--command-timeout": "skip", "--dial-timeout": "skip", "-w": "skip", "--write-out": "skip" }, variables: { ETCDCTL_ENDPOINTS: "list" } };
const CONSUL: AddressSpec = { options: { "-http-addr": "url", "--http-addr": "url", "-token": "skip", "-datacenter": "skip", "-namespace": "skip", "-partition": "skip" }, variables: { CONSUL_HTTP_ADDR: "url" } };
const ZOOKEEPER: AddressSpec = { options: { "-server": "list", "-timeout": "skip", "-client-configuration": "skip" } };
const ZOOKEEPER_SHELL: AddressSpec = { options: { "-zk-tls-config-file": "skip" }, operands: ["list"] };
const KAFKA: AddressSpec = {
  options: { "--bootstrap-server": "list", "--bootstrap-controller": "list", "--zookeeper": "list", "--broker-list": "list", "--command-config": "skip", "--topic": "skip", "--group": "skip", "--offset-json-file": "skip", "--entity-type": "skip", "--entity-name": "skip", "--add-config": "skip", "--delete-config": "skip", "--partitions": "skip", "--replication-factor": "skip", "--config": "skip", "--application-id": "skip", "--input-topics": "skip", "--intermediate-topics": "skip" },
};
const RABBIT_ADMIN: AddressSpec = { options: { "-H": "host", "--host": "host", "-U": "url", "--base-uri": "url", "-P": "skip", "--port": "skip", "-V": "skip", "--vhost": "skip", "-u": "skip", "--username": "skip", "-p": "skip", "--password": "skip", "-f": "skip", "--format": "skip", "--path-prefix": "skip", "-c": "skip", "--config": "skip", "-N": "skip", "--node": "skip" }, saved: ["-N", "--node", "-c", "--config"] };
const RABBIT_CTL: AddressSpec = { options: { "-n": "node", "--node": "node", "-p": "skip", "--vhost": "skip", "-t": "skip", "--timeout": "skip", "--erlang-cookie": "skip" } };
const NATS: AddressSpec = { options: { "-s": "list", "--server": "list", "--user": "skip", "--password": "skip", "--creds": "skip", "--nkey": "skip", "--tlscert": "skip", "--tlskey": "skip", "--tlsca": "skip", "--timeout": "skip", "--context": "skip", "--js-domain": "skip" }, variables: { NATS_URL: "list" }, saved: ["--context"] };
const RPK: AddressSpec = { options: { "--brokers": "list", "-X": "setting", "--profile": "skip", "--config": "skip", "--format": "skip", "--to": "skip", "-p": "skip", "--partitions": "skip", "--set": "skip" }, saved: ["--profile", "--config"] };
const MEMCACHED: AddressSpec = { options: { "--servers": "list" }, variables: { MEMCACHED_SERVERS: "list" } };
const NETCAT: AddressSpec = { options: { "-w": "skip", "-p": "skip", "-s": "skip", "-q": "skip", "-i": "skip", "-x": "skip", "-X": "skip" }, operands: ["host", "skip"] };
const CYPHER: AddressSpec = { options: { "-a": "url", "--address": "url", "-u": "skip", "--username": "skip", "-p": "skip", "--password": "skip", "-d": "name", "--database": "name", "-f": "skip", "--file": "skip", "--format": "skip", "--encryption": "skip" } };
const COCKROACH: AddressSpec = { options: { "--host": "host", "--url": "url", "-e": "skip", "--execute": "skip", "-f": "skip", "--file": "skip", "-d": "name", "--database": "name", "--user": "skip", "--certs-dir": "skip", "--format": "skip", "--set": "skip" } };
const COUCHBASE_QUERY: AddressSpec = { options: { "-e": "url", "--engine": "url", "-s": "skip", "--script": "skip", "-u": "skip", "--user": "skip", "-p": "skip", "--password": "skip", "-f": "skip", "--file": "skip" } };
/** sqlcmd's `-S [protocol:]server[\instance][,port]` (`tcp:db,1433`, `.`, `(local)`, `(localdb)\MSSQLLocalDB`) and `SQLCMDSERVER`. */
const SQLCMD: AddressSpec = {
  options: { "-S": "mssql", "--server": "mssql", "-d": "name", "--database-name": "name", "-U": "skip", "--user-name": "skip", "-P": "skip", "--password": "skip", "-Q": "skip", "-q": "skip", "--query": "skip", "--initial-query": "skip", "-i": "skip", "--input-file": "skip", "-o": "skip", "-v": "skip", "-H": "skip", "-l": "skip", "-t": "skip", "-h": "skip", "-s": "skip", "-w": "skip", "-W": "skip", "-a": "skip", "-k": "skip", "-e": "skip", "-f": "skip", "-A": "skip" },
  variables: { SQLCMDSERVER: "mssql", SQLCMDDBNAME: "name" },
};
/** usql's first operand is a driver URL (`postgres://…`, `mysql://…`, `sqlserver://…`). */
const USQL: AddressSpec = { options: { "-c": "skip", "--command": "skip", "-f": "skip", "--file": "skip", "-o": "skip", "--out": "skip", "-v": "skip", "--set": "skip", "-P": "skip", "--pset": "skip" }, operands: "any" };
/** Trino's and Presto's `--server URL|host:port`. */
const TRINO: AddressSpec = { options: { "--server": "url", "--execute": "skip", "-f": "skip", "--file": "skip", "--catalog": "skip", "--schema": "skip", "--user": "skip", "--output-format": "skip", "--session": "skip", "--source": "skip" } };
/** Beeline's `-u jdbc:hive2://host:port/db`. */
const BEELINE: AddressSpec = { options: { "-u": "url", "-e": "skip", "-f": "skip", "-n": "skip", "-p": "skip", "-d": "skip", "-i": "skip", "--hiveconf": "skip", "--hivevar": "skip", "--outputformat": "skip" } };
const PULSAR: AddressSpec = { options: { "--admin-url": "url", "--auth-plugin": "skip", "--auth-params": "skip" } };
const AWS: AddressSpec = { options: { "--endpoint-url": "url", "--profile": "skip", "--region": "skip", "--output": "skip", "--query": "skip" } };

/** Clients of addressed data planes, by program name. */
const SPECS: Readonly<Record<string, AddressSpec>> = {
  "redis-cli": REDIS, "valkey-cli": REDIS, "keydb-cli": REDIS,
  mongosh: MONGO, mongo: MONGO, mongorestore: MONGO_TOOLS, mongoimport: MONGO_TOOLS,
  psql: POSTGRES, ysqlsh: POSTGRES, dropdb: POSTGRES, dropuser: POSTGRES, pg_restore: POSTGRES,
  mysql: MYSQL, mariadb: MYSQL, mycli: MYSQL, mysqladmin: MYSQL, "mariadb-admin": MYSQL, mysqlsh: MYSQL,
  "clickhouse-client": CLICKHOUSE, cqlsh: CQLSH, ycqlsh: CQLSH, influx: INFLUX, etcdctl: ETCD, consul: CONSUL,
  zkCli: ZOOKEEPER, "zkCli.sh": ZOOKEEPER, zkcli: ZOOKEEPER, "zkcli.sh": ZOOKEEPER, "zookeeper-shell": ZOOKEEPER_SHELL, "zookeeper-shell.sh": ZOOKEEPER_SHELL,
  "kafka-topics": KAFKA, "kafka-topics.sh": KAFKA, "kafka-consumer-groups": KAFKA, "kafka-consumer-groups.sh": KAFKA, "kafka-delete-records": KAFKA, "kafka-delete-records.sh": KAFKA,
  "kafka-configs": KAFKA, "kafka-configs.sh": KAFKA, "kafka-streams-application-reset": KAFKA, "kafka-streams-application-reset.sh": KAFKA,
  rabbitmqadmin: RABBIT_ADMIN, rabbitmqctl: RABBIT_CTL, nats: NATS, rpk: RPK, memcflush: MEMCACHED, nc: NETCAT, ncat: NETCAT, netcat: NETCAT, telnet: NETCAT,
  "cypher-shell": CYPHER, cockroach: COCKROACH, sqlcmd: SQLCMD, usql: USQL, trino: TRINO, presto: TRINO, beeline: BEELINE, "pulsar-admin": PULSAR, cbq: COUCHBASE_QUERY, aws: AWS, awslocal: AWS,
};

/** An address standing for "somewhere this reading cannot place": never local. */
export const UNKNOWN_ADDRESS = "\u0000";
const MAX_ARGS = 64;

/**
 * Where a data plane's client is told to connect, from each tool's manual: its host, URL, socket,
 * endpoint or broker options (`redis-cli -h|-u|-s`, `mongosh URI|--host`, `psql -h|-d URI`,
 * `mysql -h|-S`, `etcdctl --endpoints`, `kafka-topics --bootstrap-server`, `nats -s`,
 * `rabbitmqadmin -H`, `cqlsh HOST`, `aws --endpoint-url`, …) and the variables of the same command
 * it reads (`PGHOST`, `ETCDCTL_ENDPOINTS`, `NATS_URL`). Each address is returned as a URL
 * (`tcp://host:port/` for a bare host, `socket:/path` for a Unix socket); a database name it is
 * given comes back as `name:…`; {@link UNKNOWN_ADDRESS} when the server comes from a saved
 * configuration or cannot be read. Undefined for programs this does not know.
 *
 * @example
 * planeAddresses(invocation("redis-cli", "-h", "localhost", "-n", "15", "FLUSHDB")) // ["tcp://localhost/"]
 */
export function planeAddresses(invocation: Invocation): string[] | undefined {
  if (invocation.name === "mc" || invocation.name === "mcli") return minioAddresses(invocation);
  // ClickHouse's single binary names its client by a subcommand (`clickhouse client --host …`).
  const subcommand = invocation.name === "clickhouse" && invocation.argv[1]?.value === "client";
  const spec = subcommand ? CLICKHOUSE : ownEntry(SPECS, invocation.name);
  if (spec === undefined) return undefined;
  const found: string[] = [];
  for (const [name, value] of invocation.assignments) {
    const kind = spec.variables?.[name];
    if (kind !== undefined) found.push(...addressesOf(kind, value.value));
  }
  const args = invocation.argv.slice(subcommand ? 2 : 1, MAX_ARGS + 1);
  const operands: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) {
      if (operands.length === 0 && spec.stopAtOperand) break;
      operands.push(args[index] as Field);
      continue;
    }
    if (value === "--") break;
    if (!value.startsWith("-") || value === "-") {
      operands.push(args[index] as Field);
      if (spec.stopAtOperand) break;
      continue;
    }
    const [spelling = value, attached] = splitOption(value, spec);
    if (spec.saved?.includes(spelling)) found.push(UNKNOWN_ADDRESS);
    const kind = spec.options[spelling];
    if (kind === undefined) continue;
    const given = attached ?? args[++index]?.value;
    found.push(...addressesOf(kind, given));
  }
  if (spec.operands === "any") {
    // A URL or `host[:port]/db` names the server; a bare word the database (`psql -h localhost production`).
    for (const operand of operands) {
      if (operand.value === undefined || looksLikeAddress(operand.value)) found.push(...addressesOf("url", operand.value));
      else if (/^[\w.-]+$/.test(operand.value)) found.push(`name:${operand.value}`);
    }
  } else if (spec.operands !== undefined) {
    spec.operands.forEach((kind, index) => {
      const operand = operands[index];
      if (operand !== undefined) found.push(...addressesOf(kind, operand.value));
    });
  }
  // `redis-cli --cluster call host:port FLUSHALL`: the node named after the cluster command.
  const cluster = args.findIndex((field) => field.value === "--cluster");
  if (cluster >= 0 && spec === REDIS) found.push(...addressesOf("host", args[cluster + 2]?.value));
  return found;
}

/** `--name=value`, `-hlocalhost` (a known one-letter option with its value attached), or the spelling alone. */
function splitOption(value: string, spec: AddressSpec): [string, string | undefined] {
  const equals = value.indexOf("=");
  if (equals > 0) return [value.slice(0, equals), value.slice(equals + 1)];
  if (value.length > 2 && !value.startsWith("--") && ownEntry(spec.options, value) === undefined && ownEntry(spec.options, value.slice(0, 2)) !== undefined) return [value.slice(0, 2), value.slice(2)];
  return [value, undefined];
}

/** A word that names a server rather than a database or script: a URL, `host:port`, `host/db`, or a conninfo string. */
function looksLikeAddress(value: string): boolean {
  return /^[a-z][\w+.-]*:\/\//i.test(value) || value.includes("=") || (!/\.(?:js|mjs|sql)$/i.test(value) && /^[\w.-]+(?::\d+)?\/[\w.-]+$/.test(value)) || /^[\w.-]+:\d+$/.test(value);
}

/** The addresses one value names, as URLs. */
function addressesOf(kind: AddressKind, value: string | undefined): string[] {
  if (kind === "skip") return [];
  if (value === undefined || value === "" || value.length > 2048) return [UNKNOWN_ADDRESS];
  switch (kind) {
    case "name":
      return [`name:${value}`];
    case "socket":
      return value.startsWith("/") ? [`socket:${value}`] : [UNKNOWN_ADDRESS];
    case "node":
      // rabbitmqctl's `-n rabbit@host`: the node's host after the `@`.
      return addressesOf("host", value.includes("@") ? value.slice(value.indexOf("@") + 1) : value);
    case "server":
      // A DNS SRV discovery domain names a cluster found elsewhere.
      return [UNKNOWN_ADDRESS];
    case "setting": {
      // rpk's `-X brokers=localhost:9092` (and `admin.hosts=…`); other settings name no server.
      const setting = /^(brokers|admin\.hosts|registry\.hosts)=(.*)$/s.exec(value);
      return setting ? addressesOf("list", setting[2]) : [];
    }
    case "list":
      // MongoDB's `replicaSet/host1:port,host2:port`; etcd's, Kafka's and NATS' comma-separated endpoints.
      return value.replace(/^[\w-]+\/(?=[^/])/, "").split(",").slice(0, 16).flatMap((part) => addressesOf(/:\/\//.test(part) ? "url" : "host", part.trim()));
    case "host":
      if (value.startsWith("/")) return [`socket:${value}`];
      if (/^[\w.-]+(?::\d+)?$|^\[[\d:a-f]+\](?::\d+)?$/i.test(value)) return [`tcp://${value}/`];
      // A bare IPv6 address (`-h ::1`).
      return /^[\d:a-f]*:[\d:a-f]*$/i.test(value) ? [`tcp://[${value}]/`] : [UNKNOWN_ADDRESS];
    case "url":
      return urlAddresses(value);
    case "mssql": {
      // `tcp:host,1433`, `host\INSTANCE`: the host; `.`, `(local)` and LocalDB are this machine.
      const server = value.replace(/^(?:tcp|np|lpc|admin):/i, "").replace(/[\\,].*$/s, "");
      return /^(?:\.|\(local\)|\(localdb\))$/i.test(server) ? ["tcp://localhost/"] : addressesOf("host", server);
    }
  }
}

/** A URL (several hosts split out, as MongoDB writes them), a conninfo string, or a `host[:port][/db]` shorthand. */
function urlAddresses(given: string): string[] {
  // JDBC URLs put `jdbc:` before the driver's own URL (`jdbc:hive2://host:10000/db`, `jdbc:postgresql://…`).
  const value = given.replace(/^jdbc:/i, "");
  if (value.includes("=") && !/^[a-z][\w+.-]*:\/\//i.test(value)) return conninfo(value);
  const url = /^([a-z][\w+.-]*:\/\/)(?:[^@/?#]*@)?([^/?#]*)(.*)$/is.exec(value);
  if (url === null) {
    if (/^[\w.-]+(?::\d+)?(?:\/[\w.-]*)?$/.test(value) && /[:/]/.test(value)) return [`tcp://${value.includes("/") ? value : `${value}/`}`];
    // A bare database name (`psql app`, `mongosh shop`) names no server.
    return /^[\w.-]+$/.test(value) ? [`name:${value}`] : [UNKNOWN_ADDRESS];
  }
  const [, scheme = "", hosts = "", rest = ""] = url;
  if (/\+srv:\/\/$/i.test(scheme)) return [UNKNOWN_ADDRESS];
  if (!hosts.includes(",")) return [value];
  return hosts.split(",").slice(0, 16).map((host) => `${scheme}${host}${rest}`);
}

/** libpq's `key=value` connection string: its `host`/`hostaddr` and `dbname`; a `service` is read from a file. */
function conninfo(value: string): string[] {
  const found: string[] = [];
  for (const [, key = "", given = ""] of value.matchAll(/(\w+)\s*=\s*('[^']*'|\S+)/g)) {
    const text = given.replace(/^'|'$/g, "");
    if (key === "host" || key === "hostaddr") found.push(...addressesOf("list", text));
    else if (key === "dbname") found.push(`name:${text}`);
    else if (key === "service") found.push(UNKNOWN_ADDRESS);
  }
  return found;
}

/**
 * MinIO client paths name an alias (`local/bucket`): its server is the URL of `MC_HOST_<alias>`
 * in the same command, or `alias:<name>` for one an earlier `mc alias set` may have defined.
 */
function minioAddresses(invocation: Invocation): string[] {
  const found: string[] = [];
  for (const field of invocation.argv.slice(2, MAX_ARGS + 1)) {
    const value = field.value;
    if (value === undefined) return [UNKNOWN_ADDRESS];
    const alias = /^([\w-]+)\/[^/]/.exec(value)?.[1];
    if (value.startsWith("-") || alias === undefined) continue;
    const variable = invocation.assignments.get(`MC_HOST_${alias}`);
    found.push(...(variable === undefined ? [`alias:${alias}`] : addressesOf("url", variable.value)));
  }
  return found;
}

/**
 * The alias an `mc alias set NAME URL` (or the older `mc config host add NAME URL`) defines to a
 * server on this machine, for later paths under it.
 *
 * @example
 * localAliasDefined(invocation("mc", "alias", "set", "local", "http://localhost:9000", "minioadmin", "minioadmin")) // "local"
 */
export function localAliasDefined(invocation: Invocation): string | undefined {
  if (invocation.name !== "mc" && invocation.name !== "mcli") return undefined;
  const words = invocation.argv.slice(1, 12).map((field) => field.value).filter((value) => value === undefined || !value.startsWith("-"));
  const offset = words[0] === "alias" && words[1] === "set" ? 2 : words[0] === "config" && words[1] === "host" && words[2] === "add" ? 3 : -1;
  const name = words[offset];
  const url = words[offset + 1];
  if (offset < 0 || name === undefined || url === undefined || !/^[\w-]+$/.test(name)) return undefined;
  return /^https?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?\/?$/i.test(url) ? name : undefined;
}