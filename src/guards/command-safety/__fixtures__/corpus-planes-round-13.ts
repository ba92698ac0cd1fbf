import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const disk = casesOf("disk");
const host = casesOf("host");
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
  planes.ask("php bin/console doctrine:query:sql 'DELETE FROM orders'", plain),
  planes.ask("php bin/console dbal:run-sql --connection=default 'TRUNCATE sessions'", plain),
  planes.ask("ipython -c 'from shop.models import Cart; Cart.objects.all().delete()'", plain),
  planes.ask("echo 'await prisma.order.deleteMany({})' | npx tsx", plain),
  planes.ask("echo 'await AppDataSource.getRepository(User).clear()' | npx ts-node", plain),
  planes.ask("echo 'await User.destroy({ where: {} })' | node", plain),
  planes.ask("echo 'await db.collection(\"events\").deleteMany({})' | bun repl", plain),
  planes.ask("elixir -S mix run -e 'MyApp.Repo.delete_all(MyApp.Order)'", plain),
  planes.ask("echo 'User.delete_all' | ruby script/console production", plain),
  planes.allow("php bin/console doctrine:query:sql 'SELECT COUNT(*) FROM orders'", plain),
  planes.allow("echo 'await User.destroy({ where: { id: 7 } })' | node", plain),
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

/**
 * The host's own firmware and boot configuration: flashing or erasing the machine's flash, a
 * drive's firmware or its blocks below the file system is denied with the disk rules of the same
 * effect; boot entries, firmware variables, Secure Boot keys, downgrades and write protection ask.
 * Programming a chip through an external programmer, reads and regular updates stay allowed.
 */
export const FIRMWARE_CASES: readonly CorpusCase[] = [
  disk.deny("sudo flashrom -p internal -w coreboot.rom", plain),
  disk.deny("flashrom --programmer internal:laptop=force_I_want_a_brick --write bios.bin", plain),
  disk.deny("flashrom -p internal --ifd -i bios -w new.rom --noverify", plain),
  disk.deny("flashrom -p internal -E", plain),
  disk.deny("flashrom -p ec -w ec.bin", plain),
  disk.deny("fwupdtool install-blob firmware.bin 6c0d8e6c7d9c0a1b", plain),
  disk.deny("ectool flasherase 0 0x40000", plain),
  disk.deny("ectool flashwrite 0 ec.bin", plain),
  disk.deny("nvme fw-download /dev/nvme0 --fw=fw.bin && nvme fw-commit /dev/nvme0 --slot=1 --action=1", plain),
  disk.deny("nvme ns-delete /dev/nvme0 --namespace-id=1", plain),
  disk.deny("nvme dsm /dev/nvme0n1 --ad -s 0 -b 1000", plain),
  disk.deny("hdparm --fwdownload fw.bin --yes-i-know-what-i-am-doing --please-destroy-my-drive /dev/sda", plain),
  disk.deny("sg_format --format /dev/sdb", plain),
  disk.deny("sg_sanitize --crypto /dev/sdc", plain),
  disk.deny("sg_write_buffer --mode=dmc_save --in=fw.bin /dev/sg1", plain),
  disk.deny("flash_erase /dev/mtd0 0 0", plain),
  disk.deny("flashcp -v rootfs.img /dev/mtd2", plain),
  disk.deny("grub-install /dev/sda", plain),
  host.ask("efibootmgr -b 0001 -B", plain),
  host.ask("efibootmgr --bootnum 0003 --delete-bootnum", plain),
  host.ask("efibootmgr -o 0004,0001", plain),
  host.ask("efibootmgr -c -d /dev/nvme0n1 -p 1 -L shim -l '\\EFI\\x\\shimx64.efi'", plain),
  host.ask("efivar -n 8be4df61-93ca-11d2-aa0d-00e098032b8c-BootOrder -w -f order.bin", plain),
  host.ask("efi-updatevar -f db.auth db", plain),
  host.ask("sbctl enroll-keys --yes-this-might-brick-my-machine", plain),
  host.ask("mokutil --import /tmp/MOK.der", plain),
  host.ask("mokutil --reset", plain),
  host.ask("bcdedit /delete {current} /f", plain),
  host.ask("bcdedit -import C:\\temp\\evil.bcd", plain),
  host.ask("sudo nvram -c", plain),
  host.ask("bcdedit /set {fwbootmgr} displayorder {1a2b3c4d-0000-0000-0000-000000000000} /addfirst", plain),
  host.ask("sudo systemsetup -setstartupdisk /Volumes/Other/System/Library/CoreServices", plain),
  host.allow("bcdedit /enum {fwbootmgr}", plain),
  host.allow("systemsetup -getstartupdisk", plain),
  host.ask("bless --mount /Volumes/Other --setBoot", plain),
  host.ask("bootctl remove", plain),
  host.ask("grub-install --target=x86_64-efi --efi-directory=/boot/efi --bootloader-id=GRUB", plain),
  host.ask("fwupdmgr install firmware.cab --allow-older --force", plain),
  host.ask("fwupdmgr downgrade", plain),
  host.ask("fwupdmgr security-undo org.fwupd.hsi.Kernel.Lockdown", plain),
  host.ask("flashrom -p internal --wp-disable", plain),
  host.ask("setpci -s 00:1f.0 dc.b=0x01", plain),
  host.ask("ipmitool chassis bootdev pxe options=persistent", plain),
  host.ask("ipmitool -I lanplus -H 10.0.0.5 -U admin hpm upgrade bmc.hpm force", plain),
  host.allow("ipmitool sdr list && ipmitool sel list", plain),
  host.ask("printf '\\x07\\x00\\x00\\x00\\x01\\x00' > /sys/firmware/efi/efivars/BootOrder-8be4df61-93ca-11d2-aa0d-00e098032b8c", plain),
  host.ask("cp db.var /sys/firmware/efi/efivars/db-d719b2cb-3d3a-4596-a3bc-dad00e67656f", plain),
  host.allow("cat /sys/firmware/efi/efivars/SecureBoot-8be4df61-93ca-11d2-aa0d-00e098032b8c | od -An -t u1", plain),
  disk.allow("flashrom -p ch341a_spi -c W25Q64 -w build/firmware.bin", plain),
  disk.allow("flashrom -p linux_spi:dev=/dev/spidev0.0,spispeed=8000 -w build/out.bin", plain),
  disk.allow("flashrom -p internal -r bios-backup.rom", plain),
  disk.allow("esptool.py erase_flash", plain),
  disk.allow("st-flash erase && st-flash write build/fw.bin 0x8000000", plain),
  disk.allow("nvme fw-log /dev/nvme0", plain),
  disk.allow("sg_format /dev/sdb", plain),
  host.allow("efibootmgr -v", plain),
  host.allow("mokutil --sb-state", plain),
  host.allow("fwupdmgr get-updates && fwupdmgr update", plain),
  host.allow("bootctl status", plain),
  host.allow("setpci -s 00:02.0 VENDOR_ID", plain),
  host.allow("grub-install --target=i386-pc --boot-directory=out/boot --no-nvram disk.img", plain),
];

/**
 * A schema reset whose only target, named in the same command, is on this machine: a loopback
 * host, a local socket, an embedded file in the project, or a compose service the script itself
 * started. A target not named, named elsewhere or for production, or reached after a port was
 * forwarded from another machine, keeps asking.
 */
export const LOCAL_RESET_CASES: readonly CorpusCase[] = [
  planes.allow("DATABASE_URL=postgresql://postgres:postgres@localhost:5432/app npx prisma migrate reset --force", plain),
  planes.allow("docker compose up -d db && DATABASE_URL=postgres://postgres:postgres@db:5432/app npx prisma migrate reset --force", plain),
  planes.allow("docker-compose up -d postgres && sleep 5 && DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop bin/rails db:reset", plain),
  planes.allow("DATABASE_URL=ecto://postgres:postgres@localhost/app_dev mix ecto.reset", plain),
  planes.allow("DATABASE_URL=postgres://localhost:5432/app python manage.py flush --noinput", plain),
  planes.allow("dbmate --url 'postgres://postgres@localhost:5432/app?sslmode=disable' drop", plain),
  planes.allow("sqlx database reset -y --database-url postgres://localhost/app", plain),
  planes.allow("DATABASE_URL=file:./dev.db npx prisma migrate reset --force", plain),
  planes.allow("supabase db reset --db-url postgresql://postgres:postgres@127.0.0.1:54322/postgres", plain),
  planes.ask("npx prisma migrate reset --force", plain),
  planes.ask("PGHOST=localhost npx prisma migrate reset --force", plain),
  planes.ask("DATABASE_URL=postgres://localhost/app PGHOST=db.prod.internal bin/rails db:reset", plain),
  planes.ask("DATABASE_URL=postgres://postgres@db:5432/app npx prisma migrate reset --force", plain),
  planes.ask("DATABASE_URL=postgres://app:secret@prod-db.internal:5432/app npx prisma migrate reset --force", plain),
  planes.ask("DATABASE_URL=postgres://localhost:5432/app_production bin/rails db:reset", plain),
  planes.ask("RAILS_ENV=production DATABASE_URL=postgres://localhost/app bin/rails db:reset DISABLE_DATABASE_ENVIRONMENT_CHECK=1", plain),
  planes.ask("DATABASE_URL=\"$PROD_DATABASE_URL\" npx prisma migrate reset --force", plain),
  planes.ask("ssh -fNL 5432:prod-db:5432 bastion && DATABASE_URL=postgres://localhost:5432/app npx prisma migrate reset --force", plain),
  planes.ask("kubectl port-forward svc/postgres 5432:5432 & DATABASE_URL=postgres://localhost:5432/app npx prisma migrate reset --force", plain),
  planes.ask("docker compose -p billing up -d db && DATABASE_URL=postgres://postgres@db:5432/app npx prisma migrate reset --force", plain),
  planes.ask("migrate -database postgres://prod.example.com:5432/app -path db/migrations drop -f", plain),
];

/** Every case of this round. */
export const PLANE_ROUND_13_CASES: readonly CorpusCase[] = [...CONSOLE_INPUT_CASES, ...FIRMWARE_CASES, ...LOCAL_RESET_CASES];
