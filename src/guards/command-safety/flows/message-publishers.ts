import type { Field } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";
import type { NetworkSink } from "./network-sinks.js";
import { ownEntry } from "../../../util/own-entry.js";

/** A message, queue, notification or log publisher: the options that take a value, and where its host is given. */
interface Publisher {
  /** Options followed by a value (so that operands are found). */
  values: RegExp;
  /** Options whose value names the broker or server. */
  host: RegExp;
  /** Options whose value is a file it reads and publishes. */
  file: RegExp;
  /** Its operands after the subcommand are files it publishes (`kcat -P … FILE`, `slackcat FILE`). */
  operandFiles?: boolean;
  /** With no host option it talks to this machine (mosquitto, redis). */
  localByDefault?: boolean;
  /** A subcommand it must be given to publish (`nats pub`, `pulsar-client produce`), or a flag (`kcat -P`). */
  publishes?: (words: readonly string[], values: readonly string[]) => boolean;
}

const KAFKA: Publisher = { values: /^--(?:bootstrap-server|broker-list|topic|property|producer-property|producer\.config|command-config|compression-codec|batch-size|timeout|request-required-acks|message-send-max-retries|retry-backoff-ms|sync|max-block-ms|reader-config|line-reader)$/, host: /^--(?:bootstrap-server|broker-list)$/, file: /^$/ };

/** Documented producers and publishers, by program name. */
const PUBLISHERS: Record<string, Publisher> = {
  "kafka-console-producer": KAFKA,
  "kafka-console-producer.sh": KAFKA,
  "kafka-producer-perf-test": { ...KAFKA, file: /^--payload-file$/ },
  "kafka-producer-perf-test.sh": { ...KAFKA, file: /^--payload-file$/ },
  // kcat (kafkacat) produces with -P: standard input, or each file named after the options.
  kcat: { values: /^-[btpDKkHzXFcofsrdGmeY]$/, host: /^-b$/, file: /^$/, operandFiles: true, publishes: (_words, values) => values.some((value) => /^-[a-zA-Z]*P/.test(value)) },
  kafkacat: { values: /^-[btpDKkHzXFcofsrdGmeY]$/, host: /^-b$/, file: /^$/, operandFiles: true, publishes: (_words, values) => values.some((value) => /^-[a-zA-Z]*P/.test(value)) },
  // nats pub|publish|req|request SUBJECT [BODY]; the body is read from standard input when absent.
  nats: { values: /^(?:-s|--server|--context|--creds|--nkey|--user|--password|--count|--sleep|-H|--header|--reply|--timeout|--jetstream|--tlscert|--tlskey|--tlsca)$/, host: /^(?:-s|--server)$/, file: /^$/, publishes: (words) => ["pub", "publish", "req", "request"].includes(words[0] ?? "") },
  // mosquitto_pub: -m MESSAGE, -f FILE, -s (all of standard input), -l (each line of it).
  mosquitto_pub: { values: /^(?:-[hpmftiqkuPAVLDTx]|--(?:host|port|message|file|topic|id|qos|keepalive|username|pw|cafile|capath|cert|key|url|will-payload|will-topic|will-qos|property|repeat|repeat-delay|id-prefix|proxy|psk|psk-identity|tls-version|ciphers|tls-alpn|tls-engine|keyform|tls-engine-kpass-sha1|unix))$/, host: /^(?:-h|--host|-L|--url)$/, file: /^(?:-f|--file)$/, localByDefault: true },
  // redis-cli sends its arguments as a command (PUBLISH, SET, XADD, LPUSH…), and -x its standard input as the last one.
  "redis-cli": { values: /^(?:-[hpsanuri]|-(?:-user|-pass|-askpass|-tls|-cacert|-cacertdir|-cert|-key|-sni|-eval|-pattern|-count|-quoted-pattern|-rdb|-functions-rdb|-memkeys-samples|-pipe-timeout|-hotkeys|-intrinsic-latency|-resp2|-resp3))$/, host: /^(?:-h|-u)$/, file: /^$/, localByDefault: true },
  // amqp-publish -u URL -e EXCHANGE -r KEY -b BODY (standard input without -b).
  "amqp-publish": { values: /^(?:-[uservbCpEH]|--(?:url|server|exchange|routing-key|vhost|body|content-type|content-encoding|username|password|heartbeat))$/, host: /^(?:-u|--url|-s|--server)$/, file: /^$/ },
  // rabbitmqadmin publish exchange=… routing_key=… payload=…
  rabbitmqadmin: { values: /^(?:-[HPVuplcNqf]|--(?:host|port|vhost|username|password|config|node|format))$/, host: /^(?:-H|--host)$/, file: /^$/, publishes: (words) => words[0] === "publish" },
  // pulsar-client produce TOPIC -m MESSAGE -f FILE
  "pulsar-client": { values: /^(?:-[mfnrsck]|--(?:messages|files|num-produce|rate|separator|chunking-allowed|key|url|auth-plugin|auth-params))$/, host: /^--url$/, file: /^(?:-f|--files)$/, publishes: (words) => words[0] === "produce" },
  // logger -n HOST (--server) sends to a remote syslog server: its message, -f FILE, or standard input.
  logger: { values: /^(?:-[nPptfiTu]|--(?:server|port|priority|tag|file|id|socket|sd-id|sd-param|msgid|size|socket-errors))$/, host: /^(?:-n|--server)$/, file: /^(?:-f|--file)$/, publishes: (_words, values) => values.some((value) => /^(?:-n|--server)(?:=|$)/.test(value)) },
  // Notifications: apprise -b BODY --attach FILE URL…; telegram-send --file FILE; slackcat FILE (or standard input).
  apprise: { values: /^(?:-[btnTiaec]|--(?:body|title|notification-type|tag|input-format|attach|config|plugin-path|storage-path))$/, host: /^$/, file: /^(?:-a|--attach)$/ },
  "telegram-send": { values: /^(?:-[gficlx]|--(?:config|file|image|video|audio|animation|sticker|caption|location|format|timeout))$/, host: /^$/, file: /^(?:-f|--file|-i|--image|--video|--audio|--animation|--sticker)$/ },
  slackcat: { values: /^(?:-[cnt]|--(?:channel|filename|filetype|comment|username|iconemoji))$/, host: /^$/, file: /^$/, operandFiles: true },
};

/** Options whose value is how the client authenticates to its broker (a password, a credentials file, a URL with them). */
const AUTH_OPTION = /^(?:-a|-P|-u|--user|--username|--pass|--password|--pw|--creds|--nkey|--auth-params|--url|--tlskey|--key|--psk)$/;
/** Client properties that carry SASL or TLS credentials (`-X sasl.password=…`, `--producer-property sasl.jaas.config=…`). */
const AUTH_PROPERTY = /^(?:sasl|ssl)\.[\w.]*(?:password|jaas|secret|key)/i;

/** A broker's address as its clients take it: `[scheme://][user@]host[:port][/path]`. */
const BROKER_ADDRESS = /^(?:[a-z][\w+.-]*:\/\/)?(?:[^@/]*@)?([^/?]*)/i;

/** Whether a broker's address is this machine (`nats://localhost:4222`, `127.0.0.1:9092`, `[::1]`): a message published there does not leave it. */
function isLocalBroker(address: string): boolean {
  const host = BROKER_ADDRESS.exec(address)?.[1] ?? "";
  return isLoopbackHost(host) || isLoopbackHost(host.replace(/:\d+$/, ""));
}

/**
 * A command that publishes to a message broker, a queue, a remote log or a notification service
 * (Kafka producers and kcat -P, NATS, MQTT, Redis, AMQP, Pulsar, remote syslog through logger -n,
 * apprise, telegram-send, slackcat): what it sends (its arguments, its standard input and the files
 * it reads) reaches whoever reads the topic. Publishing to a broker on this machine stays here.
 *
 * @example
 * messagePublisher("mosquitto_pub", fields("-h", "mq.example.com", "-t", "t", "-f", "a.json"))?.files[0]?.value // "a.json"
 * messagePublisher("redis-cli", fields("publish", "builds", "done")) // undefined: the local server
 */
export function messagePublisher(name: string, args: readonly Field[]): NetworkSink | undefined {
  const publisher = ownEntry(PUBLISHERS, name);
  if (!publisher) return undefined;
  const values = args.map((field) => field.value ?? "");
  const hosts: string[] = [];
  const files: Field[] = [];
  const operands: Field[] = [];
  const auth = new Set<Field>();
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    if (value === undefined || !value.startsWith("-") || value === "-") {
      operands.push(field);
      continue;
    }
    const equals = value.startsWith("--") ? value.indexOf("=") : -1;
    const option = equals > 0 ? value.slice(0, equals) : value;
    const given = equals > 0 ? { ...field, value: value.slice(equals + 1) } : publisher.values.test(option) ? args[++index] : undefined;
    if (given === undefined) continue;
    if ((AUTH_OPTION.test(option) && !publisher.file.test(option)) || AUTH_PROPERTY.test(given.value ?? given.text.replace(/^["']/, ""))) auth.add(given);
    // The option written with its value (`--password=$P`) is one field.
    if (equals > 0 && auth.has(given)) auth.add(field);
    if (publisher.host.test(option)) hosts.push(given.value ?? "?");
    if (publisher.file.test(option)) files.push(given);
  }
  const words = operands.map((field) => field.value ?? "");
  if (publisher.publishes && !publisher.publishes(words, values)) return undefined;
  // The broker or server named (or the default for a CLI that has one) is on this machine.
  if (hosts.length > 0 ? hosts.every((host) => host.split(",").every(isLocalBroker)) : publisher.localByDefault) return undefined;
  if (publisher.operandFiles) files.push(...operands.filter((field) => field.value !== "-"));
  return {
    channel: `a message or notification service (${name})`,
    hosts: hosts.map((host) => host.replace(/^[a-z][\w+.-]*:\/\//i, "").replace(/^[^@/]*@/, "").replace(/[:/].*$/, "")).filter((host) => host !== "" && host !== "?"),
    sendsStdin: true,
    // A service URL (`tgram://TOKEN/CHAT` for apprise) carries the credential it is for.
    sent: args.map((field) => ({ field, auth: auth.has(field) || (name === "apprise" && /^[a-z][\w+.-]*:\/\//i.test(field.value ?? field.dynamic?.prefix ?? field.text.replace(/^["']/, ""))) })),
    files,
    publishes: true,
  };
}

/** Cloud CLIs' commands that publish a message, an event, a log line or a mail, by service and verb. */
const CLOUD_PUBLISHING: Record<string, Record<string, readonly string[]>> = {
  aws: {
    sns: ["publish", "publish-batch"],
    sqs: ["send-message", "send-message-batch"],
    events: ["put-events", "put-partner-events"],
    kinesis: ["put-record", "put-records"],
    firehose: ["put-record", "put-record-batch"],
    logs: ["put-log-events"],
    ses: ["send-email", "send-raw-email", "send-templated-email", "send-bulk-templated-email"],
    sesv2: ["send-email", "send-bulk-email"],
    "iot-data": ["publish"],
    pinpoint: ["send-messages", "send-users-messages"],
    "pinpoint-sms-voice-v2": ["send-text-message"],
    "connect-contact-lens": [],
  },
  gcloud: { pubsub: ["publish"], logging: ["write"] },
  az: { iot: ["send-d2c-message", "c2d-message"], communication: ["send"], eventgrid: ["publish"] },
};

/**
 * Whether a cloud CLI's command publishes what it is given to a topic, a queue, a stream, a log
 * or a mailbox (`aws sns publish`, `aws sqs send-message`, `gcloud pubsub topics publish`,
 * `az communication email send`): whoever reads it receives it, so even the cloud's own
 * credential is leaving there, not being used.
 *
 * @example
 * publishesThroughCloud("aws", ["sns", "publish"]) // true
 * publishesThroughCloud("aws", ["sns", "list-topics"]) // false
 */
export function publishesThroughCloud(name: string, words: readonly string[]): boolean {
  const services = ownEntry(CLOUD_PUBLISHING, name);
  const verbs = services && ownEntry(services, words[0] ?? "");
  if (!verbs || verbs.length === 0) return false;
  // gcloud and az put the verb after a resource group (`pubsub topics publish`, `communication email send`).
  return words.slice(1, 4).some((word) => verbs.includes(word));
}
