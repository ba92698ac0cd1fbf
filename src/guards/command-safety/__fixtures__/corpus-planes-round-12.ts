import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true };

/**
 * Frameworks' runners and consoles given application code or SQL: the code is judged with the ORM
 * and SQL model whatever runner carries it (`rails runner`, `rails console` on stdin, `manage.py
 * shell -c`, `manage.py dbshell -- CLIENT-ARGS`, `php artisan tinker --execute`, `php artisan db`
 * on stdin, `mix run -e`, `flask shell` on stdin). A production environment named is no excuse;
 * reads and scoped writes stay allowed.
 */
export const FRAMEWORK_RUNNER_CASES: readonly CorpusCase[] = [
  planes.ask("rails runner -e production 'User.delete_all'", plain),
  planes.ask("bin/rails runner --environment=production 'Account.destroy_all'", plain),
  planes.ask("RAILS_ENV=production bin/rails r 'ActiveRecord::Base.connection.execute(%q{DROP TABLE users})'", plain),
  planes.ask("bundle exec rails runner 'Order.update_all(status: 0)'", plain),
  planes.ask("python manage.py dbshell -- -c 'TRUNCATE users CASCADE'", plain),
  planes.ask("./manage.py dbshell --database=prod -- -c 'DROP TABLE orders'", plain),
  planes.ask("django-admin dbshell --settings=shop.settings.production -- --command='DELETE FROM carts'", plain),
  planes.ask("php artisan tinker --execute='App\\Models\\User::truncate()'", plain),
  planes.ask("php artisan tinker --execute \"DB::table('users')->delete()\"", plain),
  planes.ask("php artisan tinker --execute \"Schema::dropIfExists('orders')\"", plain),
  planes.ask("echo 'DROP TABLE users;' | php artisan db", plain),
  planes.ask("php artisan db mysql <<< 'TRUNCATE orders'", plain),
  planes.ask("mix run -e 'MyApp.Repo.delete_all(MyApp.User)'", plain),
  planes.ask("MIX_ENV=prod mix run -e 'Ecto.Adapters.SQL.query!(MyApp.Repo, \"TRUNCATE users\")'", plain),
  planes.ask("echo 'db.drop_all()' | flask shell", plain),
  planes.ask("flask shell <<< 'User.query.delete(); db.session.commit()'", plain),
  planes.allow("rails runner -e test 'User.delete_all'", plain),
];

/** Every case of this round. */
export const PLANE_ROUND_12_CASES: readonly CorpusCase[] = [...FRAMEWORK_RUNNER_CASES];
