import { describe, expect, it } from "vitest";
import { expand } from "../__fixtures__/walk-helpers.js";
import { messagePublisher, publishesThroughCloud } from "./message-publishers.js";

function sink(source: string) {
  const [name, ...args] = expand(source);
  return messagePublisher(name?.value ?? "", args);
}

describe("messagePublisher", () => {
  it("finds the broker, the files published and the authentication values of producers", () => {
    const kcat = sink("kcat -P -b k.example.com:9092 -t events -X sasl.password=pw a.jsonl b.jsonl");
    expect(kcat?.hosts).toEqual(["k.example.com"]);
    expect(kcat?.files.map((field) => field.value)).toEqual(["a.jsonl", "b.jsonl"]);
    expect(kcat?.sent.filter((sent) => sent.auth).map((sent) => sent.field.value)).toEqual(["sasl.password=pw"]);
    expect(sink("mosquitto_pub -h mq.example.com -t t -f reading.json -P pw")?.files.map((field) => field.value)).toEqual(["reading.json"]);
    expect(sink("kafka-console-producer --bootstrap-server=k1.example.com:9092,k2.example.com:9092 --topic t")?.sendsStdin).toBe(true);
    expect(sink("logger --server logs.example.com -f app.log")?.files.map((field) => field.value)).toEqual(["app.log"]);
    expect(sink("slackcat -c general build.log")?.files.map((field) => field.value)).toEqual(["build.log"]);
  });

  it("only counts publishing commands, and leaves brokers on this machine alone", () => {
    expect(sink("kcat -C -b k.example.com:9092 -t events")).toBeUndefined();
    expect(sink("nats sub builds")).toBeUndefined();
    expect(sink("nats pub builds done")?.publishes).toBe(true);
    expect(sink("redis-cli publish builds done")).toBeUndefined();
    expect(sink("redis-cli -h 127.0.0.1 -p 6380 get k")).toBeUndefined();
    expect(sink("redis-cli -h cache.example.com publish builds done")?.hosts).toEqual(["cache.example.com"]);
    expect(sink("mosquitto_pub -t t -m hi")).toBeUndefined();
    expect(sink("kafka-console-producer --bootstrap-server localhost:9092 --topic t")).toBeUndefined();
    expect(sink("logger deploy finished")).toBeUndefined();
  });
});

describe("publishesThroughCloud", () => {
  it("knows the cloud CLIs' publish, send and put verbs", () => {
    expect(publishesThroughCloud("aws", ["sqs", "send-message"])).toBe(true);
    expect(publishesThroughCloud("aws", ["logs", "put-log-events"])).toBe(true);
    expect(publishesThroughCloud("gcloud", ["pubsub", "topics", "publish", "t"])).toBe(true);
    expect(publishesThroughCloud("az", ["communication", "email", "send"])).toBe(true);
    expect(publishesThroughCloud("aws", ["sqs", "receive-message"])).toBe(false);
    expect(publishesThroughCloud("gcloud", ["pubsub", "topics", "list"])).toBe(false);
  });
});
