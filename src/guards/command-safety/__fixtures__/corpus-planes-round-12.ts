import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const git = casesOf("git");
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

/**
 * Platform resources deleted through CLIs the guard has no table for: Cloudflare's `wrangler`
 * (its live store named by `--remote`), registries withdrawing a published version (`gem yank`,
 * `dotnet nuget delete`, `nuget delete`, `mix hex.publish --revert`; `cargo yank` is reversible by
 * cargo-yank(1) and stays allowed), and CLIs run as
 * `java -jar NAME.jar` whose hyphenated subcommand starts with a destructive verb.
 */
export const PLATFORM_DELETION_CASES: readonly CorpusCase[] = [
  planes.ask("npx wrangler kv key delete --remote --namespace-id 0f2ac74b498b48028cb68387c421e279 'user:42'", plain),
  planes.ask("wrangler kv namespace delete --namespace-id 0f2ac74b498b48028cb68387c421e279", plain),
  planes.ask("wrangler kv bulk delete --remote --binding CACHE keys.json", plain),
  planes.ask("wrangler r2 bucket delete assets", plain),
  planes.ask("wrangler r2 object delete assets/img/logo.png --remote", plain),
  planes.ask("wrangler d1 delete prod-db -y", plain),
  planes.ask("wrangler d1 execute prod-db --remote --command 'DROP TABLE users'", plain),
  planes.ask("wrangler delete --name api-worker --force", plain),
  planes.ask("wrangler queues delete jobs", plain),
  planes.ask("wrangler vectorize delete embeddings --force", plain),
  planes.ask("gem yank mygem -v 1.2.3", plain),
  planes.allow("cargo yank --version 0.3.1 mycrate", plain),
  planes.ask("dotnet nuget delete MyPkg 1.0.0 --api-key \"$NUGET_KEY\" --source https://api.nuget.org/v3/index.json --non-interactive", plain),
  planes.ask("nuget delete MyPkg 1.0.0 -ApiKey \"$NUGET_KEY\" -NonInteractive", plain),
  planes.ask("mix hex.publish --revert 1.0.0", plain),
  planes.ask("npm unpublish mypkg@1.0.0", plain),
  planes.ask("java -jar jenkins-cli.jar -s http://jenkins:8080/ delete-job deploy-prod", plain),
  planes.ask("java -jar jenkins-cli.jar -s http://ci.internal/ -auth @creds delete-node agent-3", plain),
  planes.ask("java -jar ~/bin/jenkins-cli.jar delete-builds pipeline 1-500", plain),
  planes.ask("java -jar jenkins-cli.jar -s https://ci.example.com -webSocket -auth admin:$JENKINS_TOKEN delete-job release-pipeline", plain),
  planes.ask("java -Xmx512m -jar \"$JENKINS_HOME/war/WEB-INF/jenkins-cli.jar\" -s http://localhost:8080/ delete-view Release", plain),
];

/**
 * History: remote refs deleted by refspecs computed at run time (each ref printed after a colon),
 * every stash dropped one by one from `git stash list`, and Jujutsu pushes that move a shared
 * bookmark as a force-with-lease push does.
 */
export const COMPUTED_HISTORY_CASES: readonly CorpusCase[] = [
  git.ask("git push origin $(git for-each-ref --format=':%(refname)' refs/tags)", plain),
  git.ask("git push upstream $(git for-each-ref --format=':%(refname:short)' refs/heads/release)", plain),
  git.ask("git for-each-ref --format=':%(refname)' refs/tags | xargs git push origin", plain),
  git.ask("git tag -l | sed 's/^/:/' | xargs git push origin", plain),
  git.ask("git tag -l 'v0.*' | sed -e 's|^|:refs/tags/|' | xargs git push upstream", plain),
  git.ask("git stash list --format=%gd | xargs -n1 git stash drop", plain),
  git.ask("git stash list | cut -d: -f1 | xargs -n1 git stash drop", plain),
  git.ask("for s in $(git stash list --format=%gd); do git stash drop $s; done", plain),
  git.ask("git stash list | awk -F: '{print $1}' | tac | while read s; do git stash drop \"$s\"; done", plain),
  // git-stash(1): `drop` removes one entry; run on every pass of a loop it empties the list.
  git.ask("while git stash drop; do :; done", plain),
  git.ask("until ! git stash drop -q; do true; done", plain),
  git.ask("for n in $(seq 0 20); do git stash drop; done", plain),
  git.ask("while [ -n \"$(git stash list)\" ]; do git stash drop; done", plain),
  git.allow("for s in stash@{0} stash@{1}; do git stash show -p \"$s\"; done", plain),
  git.allow("while git stash pop; do npm test || break; done", plain),
  git.ask("jj git push --bookmark main", plain),
  git.ask("jj git push -b master --allow-new", plain),
  git.ask("jj git push --tracked", plain),
  git.ask("jj bookmark set main -r @-- --allow-backwards && jj git push -b main", plain),
];

/** Every case of this round. */
export const PLANE_ROUND_12_CASES: readonly CorpusCase[] = [...FRAMEWORK_RUNNER_CASES, ...PLATFORM_DELETION_CASES, ...COMPUTED_HISTORY_CASES];
