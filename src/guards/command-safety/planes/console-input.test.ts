import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { consoleCode } from "./console-input.js";
import { taskWords } from "./task-words.js";

/** The code the last command of `source` runs in its console, as `consoleCode` reads it. */
function codeOf(source: string) {
  const last = invocations(source, "/work/app").at(-1);
  if (!last) throw new Error(`no invocation in ${source}`);
  const task = taskWords(last);
  return consoleCode(task.tool, task.args, last);
}

describe("code given to framework consoles and runners", () => {
  it("reads a console's input from a pipe, a here-string, a heredoc or a file the script wrote", () => {
    expect(codeOf("echo 'User.delete_all' | bin/rails console")?.[0]).toEqual({ code: "User.delete_all\n", language: "ruby" });
    expect(codeOf("hanami console <<< 'User.count'")?.[0]?.code).toBe("User.count\n");
    expect(codeOf("python manage.py shell <<'EOF'\nprint(1)\nEOF\n")?.[0]?.code).toMatch(/^print\(1\)\n/);
    expect(codeOf("echo 'Repo.all(User)' > /tmp/q.exs; mix run /tmp/q.exs")?.[0]).toEqual({ code: "Repo.all(User)\n", language: "elixir" });
  });

  it("keeps what it cannot see unknown: a file the script did not write", () => {
    expect(codeOf("bin/rails runner script/backfill.rb")).toEqual([]);
    expect(codeOf("cat script/report.rb | bin/rails c")).toEqual([]);
    expect(codeOf("mix run priv/repo/seeds.exs")).toEqual([]);
  });

  it("marks a sandboxed Rails console, and ignores commands that are no console", () => {
    expect(codeOf("echo 'User.delete_all' | rails c --sandbox")?.[0]?.sandbox).toBe(true);
    expect(codeOf("echo x | php bin/console cache:clear")).toBeUndefined();
    expect(codeOf("echo x | bin/rails db:migrate")).toBeUndefined();
  });

  it("asks for destructive ORM calls whatever console runs them, and allows reads and sandboxes", () => {
    expect(verdict("echo 'User.delete_all' | bin/rails runner -")).toBe("ask planes.sql-delete-all");
    expect(verdict("echo 'DB[:users].truncate' | sequel postgres://db/app")).toBe("ask planes.sql-truncate");
    expect(verdict("echo \"env['res.partner'].search([]).unlink()\" | odoo shell -d prod")).toBe("ask planes.sql-delete-all");
    expect(verdict("echo 'await prisma.user.deleteMany()' | node")).toBe("ask planes.sql-delete-all");
    expect(verdict("echo 'User.delete_all' | bin/rails console --sandbox")).toBe("allow");
    expect(verdict("echo 'User.count' | RAILS_ENV=production bin/rails console")).toBe("allow");
  });

  it("reads REPLs of other languages and Doctrine's SQL commands the same way", () => {
    expect(verdict("php bin/console dbal:run-sql 'DROP TABLE orders'")).toBe("ask planes.sql-drop");
    expect(verdict("php bin/console cache:clear")).toBe("allow");
    expect(verdict("echo 'Order.objects.update(total=0)' | ipython")).toBe("ask planes.sql-update-all");
    expect(verdict("echo 'await prisma.user.deleteMany()' | deno repl")).toBe("ask planes.sql-delete-all");
    expect(verdict("npx tsx scripts/report.ts")).toBe("allow");
    expect(verdict("elixir -e 'IO.puts(1 + 1)'")).toBe("allow");
  });
});
