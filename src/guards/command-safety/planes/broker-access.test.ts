import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { brokerAccessEffects } from "./broker-access.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => brokerAccessEffects(invocation)).map((effect) => effect.rule);
const WIDENED = ["planes.access-widened"];

describe("brokerAccessEffects", () => {
  it("finds RabbitMQ's guest given everything, administrators made and guessable passwords", () => {
    expect(rules(`rabbitmqctl set_permissions -p / guest ".*" ".*" ".*"`)).toEqual(WIDENED);
    expect(rules(`rabbitmqctl -n rabbit@mq1 set_permissions --vhost=/prod guest '^$' '.*' '^$'`)).toEqual(WIDENED);
    expect(rules("rabbitmqctl set_user_tags ops administrator")).toEqual(WIDENED);
    expect(rules("rabbitmqctl add_user admin admin")).toEqual(WIDENED);
    expect(rules("rabbitmqctl add_user ops changeme")).toEqual(WIDENED);
    expect(rules("rabbitmqctl eval 'application:set_env(rabbit, loopback_users, []).'")).toEqual(WIDENED);
    expect(rules("rabbitmqadmin declare permission vhost=/ user=guest configure=.* write=.* read=.*")).toEqual(WIDENED);
    expect(rules("rabbitmqadmin declare user name=ops password=Xk2-9fq tags=administrator")).toEqual(WIDENED);
  });

  it("finds Redpanda's and Kafka's authentication, authorization and audit turned off, and ACLs for everyone", () => {
    expect(rules("rpk cluster config set enable_sasl false")).toEqual(WIDENED);
    expect(rules("rpk cluster config set kafka_enable_authorization=false")).toEqual(WIDENED);
    expect(rules("rpk cluster config set audit_enabled false")).toEqual(WIDENED);
    expect(rules("rpk redpanda config set redpanda.enable_sasl false")).toEqual(WIDENED);
    expect(rules("rpk redpanda config set 'redpanda.kafka_api[0].authentication_method' none")).toEqual(WIDENED);
    expect(rules("rpk acl create --allow-principal 'User:*' --operation all")).toEqual(WIDENED);
    expect(rules("rpk security acl create --allow-principal=User:ANONYMOUS --operation read --topic t")).toEqual(WIDENED);
    expect(rules("kafka-acls --bootstrap-server b:9092 --add --allow-principal User:* --operation All --topic '*'")).toEqual(WIDENED);
    expect(rules("kafka-configs.sh --bootstrap-server b:9092 --alter --entity-type brokers --entity-default --add-config allow.everyone.if.no.acl.found=true")).toEqual(WIDENED);
  });

  it("leaves listing, named grants, real passwords and settings turned on alone", () => {
    expect(rules("rabbitmqctl list_users")).toEqual([]);
    expect(rules("rabbitmqctl add_user billing 'f7Q!t2mZ9wRk'")).toEqual([]);
    expect(rules(`rabbitmqctl set_permissions -p /prod billing "^billing-.*" "^billing-.*" "^billing-.*"`)).toEqual([]);
    expect(rules("rabbitmqctl set_user_tags billing monitoring")).toEqual([]);
    expect(rules("rpk cluster config set enable_sasl true")).toEqual([]);
    expect(rules("rpk acl list")).toEqual([]);
    expect(rules("rpk acl create --allow-principal User:billing --operation read --topic orders")).toEqual([]);
    expect(rules("kafka-acls --bootstrap-server b:9092 --list")).toEqual([]);
    expect(rules("kafka-acls --bootstrap-server b:9092 --remove --allow-principal User:* --operation All --topic '*' --force")).toEqual([]);
  });
});
