import { describe, expect, it } from "vitest";
import { createPathView } from "./path-matcher.js";
import { isServiceConfigCredentials, isWebAppConfig } from "./service-config-credentials.js";
import { classifySensitivePath } from "./sensitive-paths.js";

const view = (path: string) => createPathView(path, ["/home/ada"]);
const context = { cwd: "/work/app", home: "/home/ada" };

describe("isServiceConfigCredentials", () => {
  it("knows the files services document as holding their passwords", () => {
    for (const path of [
      "/opt/tomcat/conf/tomcat-users.xml", "/opt/buildagent/conf/buildAgent.properties", "/home/ada/AppData/Roaming/mRemoteNG/confCons.xml", "/var/lib/samba/private/secrets.tdb", "/etc/samba/secrets.tdb", "/var/lib/samba/private/passdb.tdb",
      "/var/lib/samba/private/sam.ldb", "/etc/openvpn/auth.txt", "/etc/openvpn/client/office.auth", "/etc/openvpn/credentials", "/etc/openvpn/client/pass.txt",
      "/etc/libnss-ldap.secret", "/etc/nslcd.conf", "/etc/ldap/slapd.conf", "/etc/openldap/slapd.conf", "/etc/sssd/sssd.conf",
      "/var/jenkins_home/credentials.xml", "/var/jenkins_home/secrets/master.key", "/var/jenkins_home/secrets", "/srv/app/config/secrets/prod/prod.decrypt.private.php",
      // Brokers and data services: RabbitMQ, Erlang's cookie, Kafka's JAAS and broker config, Redis, MongoDB's key file, Cassandra, ClickHouse, Elasticsearch.
      "/etc/rabbitmq/rabbitmq.conf", "/var/lib/rabbitmq/.erlang.cookie", "/home/ada/.erlang.cookie", "/etc/kafka/kafka_server_jaas.conf", "/opt/kafka/config/zookeeper_jaas.conf",
      "/etc/kafka/server.properties", "/etc/redis/redis.conf", "/etc/redis/sentinel.conf", "/etc/mongodb/mongodb-keyfile", "/srv/mongodb/keyfile", "/home/ada/.cassandra/cqlshrc",
      "/etc/clickhouse-server/users.xml", "/etc/clickhouse-server/users.d/alice.xml", "/etc/elasticsearch/elasticsearch.keystore", "/etc/kibana/kibana.keystore",
    ]) {
      expect(isServiceConfigCredentials(view(path)), path).toBe(true);
    }
  });

  it("leaves their ordinary settings alone", () => {
    for (const path of [
      "/etc/openvpn/server.conf", "/etc/openvpn/client/office.conf", "/etc/openvpn/update-resolv-conf", "/etc/samba/smb.conf", "/etc/ldap/ldap.conf",
      "/var/jenkins_home/config.xml", "/work/app/src/secrets/index.ts", "/srv/app/config/secrets/prod/prod.encrypt.public.php", "/work/app/credentials.xml.md",
      "/etc/mongod.conf", "/etc/rabbitmq/enabled_plugins", "/etc/kafka/log4j.properties", "/work/app/config/jaas.conf.example", "/etc/clickhouse-server/config.xml",
      "/etc/clickhouse-server/users.d", "/work/app/keyfile", "/etc/redis/redis-sentinel.service",
    ]) {
      expect(isServiceConfigCredentials(view(path)), path).toBe(false);
    }
  });
});

describe("isWebAppConfig", () => {
  it("knows WordPress', Drupal's and Magento's configs, not their templates", () => {
    for (const path of ["/var/www/html/wp-config.php", "/work/app/wp-config.php", "/work/app/web/sites/default/settings.php", "/work/app/app/etc/env.php"]) expect(isWebAppConfig(view(path)), path).toBe(true);
    for (const path of ["/var/www/html/wp-config-sample.php", "/work/app/web/sites/default/default.settings.php", "/work/app/settings.php", "/work/app/config/env.php"]) expect(isWebAppConfig(view(path)), path).toBe(false);
  });

  it("is its own rule of the classification, which the shell lets a project write from a template", () => {
    expect(classifySensitivePath("wp-config.php", context)?.rule).toBe("secrets.app-config");
    expect(classifySensitivePath("/etc/openvpn/auth.txt", context)?.rule).toBe("secrets.service-credentials");
    expect(classifySensitivePath("/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~projected/kube-api-access-x/token", context)?.rule).toBe("secrets.mounted-secret");
    expect(classifySensitivePath("/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~projected/kube-api-access-x/ca.crt", context)).toBeUndefined();
    expect(classifySensitivePath("/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~empty-dir/cache/token", context)).toBeUndefined();
    expect(classifySensitivePath("/var/lib/kubelet/bootstrap-kubeconfig", context)?.rule).toBe("secrets.kube-config");
  });
});
