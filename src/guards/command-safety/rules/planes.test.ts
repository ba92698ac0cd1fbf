import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("data and control plane rules", () => {
  it("parse SQL wherever the client gets it", () => {
    expect(verdict("psql -c 'DELETE FROM users'")).toBe("ask planes.sql-delete-all");
    expect(verdict("mysql -e 'DROP DATABASE shop'")).toBe("ask planes.sql-drop");
    expect(verdict("echo 'TRUNCATE t;' | psql")).toBe("ask planes.sql-truncate");
    expect(verdict("psql <<'EOF'\nUPDATE accounts SET balance = 0;\nEOF")).toBe("ask planes.sql-update-all");
    expect(verdict("printf 'DROP TABLE t;' > x.sql && psql -f x.sql")).toBe("ask planes.sql-drop");
    expect(verdict("psql -c \"DROP DATABASE $NAME\"")).toBe("ask planes.sql-drop");
    expect(verdict("sqlite3 -cmd '.mode csv' app.db 'DELETE FROM t'")).toBe("ask planes.sql-delete-all");
    expect(verdict("psql -c 'DELETE FROM users WHERE id = 3'")).toBe("allow");
  });

  it("see the same SQL through ORMs, drivers and consoles", () => {
    expect(verdict("rails runner 'User.delete_all'")).toBe("ask planes.sql-delete-all");
    expect(verdict("python -c \"import sqlite3; sqlite3.connect('a.db').execute('DROP TABLE t')\"")).toBe("ask planes.sql-drop");
    expect(verdict("python -c \"print('DROP TABLE t')\"")).toBe("allow");
    expect(verdict("python manage.py dbshell <<< 'TRUNCATE t'")).toBe("ask planes.sql-truncate");
  });

  it("model stores, migrations, clouds, clusters and infrastructure", () => {
    expect(verdict("redis-cli -n 2 FLUSHDB")).toBe("ask planes.store-flush");
    expect(verdict("kafka-topics --bootstrap-server k:9092 --delete --topic t")).toBe("ask planes.store-delete");
    expect(verdict("npx prisma migrate reset --force")).toBe("ask planes.schema-reset");
    expect(verdict("aws ec2 terminate-instances --instance-ids i-1")).toBe("ask planes.cloud-delete");
    expect(verdict("kubectl delete pvc --all")).toBe("ask planes.cluster-delete");
    expect(verdict("aws s3 rm s3://b --recursive")).toBe("ask planes.bucket-delete");
    expect(verdict("pulumi destroy --yes")).toBe("ask planes.iac-destroy");
    expect(verdict("npm publish")).toBe("ask planes.publish");
    expect(verdict("hcloud volume delete data")).toBe("ask planes.destructive-subcommand");
  });

  it("leave read-only verbs and local tools alone", () => {
    for (const command of ["aws ec2 describe-instances", "kubectl get pods", "terraform plan", "hcloud server list", "npm uninstall lodash", "docker rm -f web", "man rm", "terraform destroy -help"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("name what was found and how it was reached", () => {
    expect(check("sudo -u postgres psql -c 'DROP DATABASE app'").reason).toBe("`sudo -u postgres psql -c 'DROP DATABASE app'` runs `DROP DATABASE app` (from -c), which drops database app (via sudo)");
  });

  it("still honour overrides written for the rules' old infra.* ids", () => {
    expect(verdict("terraform destroy", { overrides: { "infra.terraform-destroy": "deny" } })).toBe("deny planes.iac-destroy");
    expect(verdict("npm publish", { overrides: { "infra.*": "allow" } })).toBe("allow");
  });
});
