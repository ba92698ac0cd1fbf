import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true };

/**
 * Framework consoles, REPLs and runners given application code on their input: whatever carries
 * the code (a pipe from `echo` or `printf`, a heredoc, a here-string, a file the same script
 * wrote, `rails runner -`), it is judged with the ORM model in the console's language. Reads and
 * scoped writes stay allowed, and so does a sandboxed console, which rolls its changes back.
 */
export const CONSOLE_INPUT_CASES: readonly CorpusCase[] = [
  planes.ask("echo 'User.delete_all' | bin/rails runner -", plain),
  planes.ask("printf 'Order.update_all(status: 0)\\n' | RAILS_ENV=production bundle exec rails runner -", plain),
  planes.ask("echo 'Account.destroy_all' > /tmp/wipe.rb && bin/rails runner /tmp/wipe.rb", plain),
  planes.ask("echo 'User.delete_all' | hanami console", plain),
  planes.ask("echo 'Post.destroy_all' | bundle exec padrino console -e production", plain),
  planes.ask("echo 'Widget.delete_all' | bin/console", plain),
  planes.ask("echo 'User.delete_all' | bundle exec pry -r ./config/environment", plain),
  planes.ask("irb -r ./config/environment <<< 'Order.delete_all'", plain),
  planes.ask("echo 'DB[:users].delete' | sequel postgres://db.internal/app", plain),
  planes.ask("sequel -c 'DB[:events].truncate' postgres://db.internal/app", plain),
  planes.ask("echo \"env['res.partner'].search([]).unlink()\" | odoo shell -d production", plain),
  planes.ask("odoo-bin shell -d erp <<< \"env['sale.order'].search([]).write({'state': 'cancel'})\"", plain),
  planes.ask("echo 'await prisma.user.deleteMany()' | node", plain),
  planes.ask("echo 'await sequelize.sync({ force: true })' | node -i", plain),
  planes.ask("echo 'await User.truncate()' | node ace repl", plain),
  planes.ask("echo 'MyApp.Repo.delete_all(MyApp.User)' | mix run -", plain),
  planes.ask("cat > /tmp/reset.exs <<'EOF'\nMyApp.Repo.delete_all(MyApp.Order)\nEOF\nmix run /tmp/reset.exs", plain),
  planes.ask("cat > /tmp/wipe.py <<'EOF'\nfrom shop.models import Cart\nCart.objects.all().delete()\nEOF\npython manage.py shell < /tmp/wipe.py", plain),
  planes.ask("echo 'User.query.delete()' > /tmp/w.py; cat /tmp/w.py | flask shell", plain),
  planes.ask("echo 'App\\Models\\User::truncate();' > /tmp/t.php && php artisan tinker /tmp/t.php", plain),
  planes.ask("echo 'User.objects.all().delete()' | python", plain),
  planes.ask("echo 'User.delete_all' | ruby -r ./config/environment", plain),
  planes.ask("echo 'ActiveRecord::Base.connection.drop_table(:users)' | bin/rails console --sandbox", plain),
  planes.allow("echo 'User.delete_all' | bin/rails console --sandbox", plain),
  planes.allow("echo 'User.count' | RAILS_ENV=production bin/rails console", plain),
  planes.allow("echo 'User.where(id: 5).delete_all' | bin/rails c", plain),
  planes.allow("echo 'DB[:users].where(id: 1).delete' | sequel postgres://localhost/app", plain),
  planes.allow("echo \"env['res.partner'].search([('id', '=', 3)]).unlink()\" | odoo shell -d dev", plain),
  planes.allow("echo 'Repo.all(MyApp.User) |> length' | iex -S mix", plain),
  planes.allow("echo 'console.log(await prisma.user.count())' | node", plain),
  planes.allow("cat script/report.rb | bin/rails runner -", plain),
  planes.allow("bin/rails runner script/backfill_slugs.rb", plain),
  planes.allow("mix run priv/repo/seeds.exs", plain),
];

/** Every case of this round. */
export const PLANE_ROUND_13_CASES: readonly CorpusCase[] = [...CONSOLE_INPUT_CASES];
