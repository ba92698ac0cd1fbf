import { casesOf, type CorpusCase } from "./corpus-types.js";

const elsewhere = casesOf("remote-execution");
const filesystem = casesOf("filesystem");

/**
 * Remote shells of development platforms and of VM and sandbox managers, read from each CLI's
 * reference (where the command goes, which options take values, what `--` passes to ssh): the
 * command is judged as if it ran here, with the other machine's paths.
 */
export const PLATFORM_SHELL_CASES: readonly CorpusCase[] = [
  elsewhere.deny("gh codespace ssh -c fluffy-space-xyz -- rm -rf ~/"),
  elsewhere.deny("gh cs ssh -- -t 'rm -rf /'"),
  elsewhere.deny("gh cs ssh --codespace web-1 'sudo rm -rf /home'"),
  elsewhere.deny("tailscale ssh root@build-box -- rm -rf /"),
  elsewhere.ask("tailscale ssh db1 'psql -c \"DROP DATABASE app\"'"),
  elsewhere.deny("coder ssh dev-ws -- rm -rf ~/"),
  elsewhere.deny("devpod ssh my-ws --command 'rm -rf ~/'"),
  elsewhere.deny("devpod ssh my-ws --command='sudo rm -rf /'"),
  elsewhere.deny("gitpod workspace ssh ws-123 -- rm -rf /workspace ~/"),
  elsewhere.deny("railway ssh --service api -- rm -rf /"),
  elsewhere.ask("render ssh srv-abc -- 'redis-cli FLUSHALL'"),
  elsewhere.deny("boundary connect ssh -target-id ttcp_1234 -- sudo rm -rf /"),
  elsewhere.deny("clush -w node[1-8] rm -rf /"),
  elsewhere.deny("clush -a -b 'rm -rf /home/*'"),
  elsewhere.deny("hcloud server ssh web-1 rm -rf /"),
  elsewhere.deny("doctl compute ssh droplet-1 --ssh-command 'rm -rf /'"),
  elsewhere.deny("kitten ssh host rm -rf ~/"),
  elsewhere.deny("et admin@host -c 'rm -rf /'"),
  elsewhere.deny("fly machine exec 148e2 'rm -rf /'"),
  elsewhere.deny("upterm host -- rm -rf ~/"),
  elsewhere.deny("gcloud alpha cloud-shell ssh --command 'rm -rf ~/'"),
  elsewhere.deny("gcloud workstations ssh ws-1 --cluster c --config cfg --region r --command 'rm -rf ~/'"),
  elsewhere.deny("lxc exec web --env DEBUG=1 -- rm -rf /"),
  elsewhere.deny("incus exec --cwd /tmp web -- rm -rf ~/"),
  elsewhere.deny("multipass exec -d /tmp primary -- rm -rf ~/"),
  elsewhere.deny("limactl shell --workdir / default rm -rf ~/"),
  elsewhere.deny("az containerapp exec -n api -g rg --command 'rm -rf /'"),
  elsewhere.deny("az container exec -g rg -n c1 --exec-command 'rm -rf /'"),
  elsewhere.deny("nomad alloc exec -task web 5f3c rm -rf /"),
  elsewhere.deny("cf ssh my-app -c 'rm -rf /'"),
  elsewhere.deny("dokku run my-app rm -rf /"),
  elsewhere.deny("upsun ssh -e main 'rm -rf /'"),
  elsewhere.deny("copilot svc exec -n api --command 'rm -rf /'"),
  elsewhere.deny("okteto exec -- rm -rf /"),
  elsewhere.deny("devspace enter -- rm -rf /"),
  elsewhere.deny("scalingo --app my-app run rm -rf /"),
  elsewhere.deny("garden exec api 'rm -rf /'"),
  elsewhere.allow("nomad alloc exec -task web 5f3c cat /local/config.json", { noVariants: true }),
  elsewhere.allow("dokku run my-app python manage.py migrate", { noVariants: true }),
  elsewhere.allow("okteto exec -- npm test", { noVariants: true }),
  elsewhere.allow("gh cs ssh -c fluffy-space-xyz -- 'cd /workspaces/app && npm test'", { noVariants: true }),
  elsewhere.allow("gh cs ssh -- -L 3000:localhost:3000 -N", { noVariants: true }),
  elsewhere.allow("tailscale ssh dev@box -- uptime", { noVariants: true }),
  elsewhere.allow("coder ssh dev-ws -- make test", { noVariants: true }),
  elsewhere.allow("devpod ssh my-ws --command 'npm run build'", { noVariants: true }),
  elsewhere.allow("clush -w node[1-2] -c ./config.yaml --dest /etc/app/", { noVariants: true }),
  elsewhere.allow("lxc exec web --env X=1 -- ls /", { noVariants: true }),
];

/**
 * Text typed into another running shell or client (multiplexers, terminal emulators' remote
 * control, expect, TIOCSTI): judged as the command line the session runs, and as SQL when it is
 * a database client's.
 */
export const TYPED_TEXT_CASES: readonly CorpusCase[] = [
  elsewhere.deny("screen -S work -p 0 -X stuff 'rm -rf ~/^M'"),
  elsewhere.deny("screen -x work -X stuff $'rm -rf ~/\\r'"),
  elsewhere.ask("screen -S psql -X stuff 'DROP DATABASE app;\\n'"),
  elsewhere.deny("zellij action write-chars 'rm -rf ~/' && zellij action write 13"),
  elsewhere.deny("kitty @ send-text --match title:shell 'rm -rf ~/\\r'"),
  elsewhere.deny("wezterm cli send-text --no-paste 'rm -rf ~/\\r'"),
  elsewhere.deny("tmux set-buffer 'rm -rf ~/' && tmux paste-buffer -t 0"),
  elsewhere.ask("tmux send-keys -t db 'TRUNCATE users;' Enter"),
  elsewhere.deny("expect -c 'spawn bash; send \"rm -rf ~/\\r\"; expect eof'"),
  elsewhere.ask("expect -c 'spawn psql -U postgres app; send \"DELETE FROM users;\\r\"; interact'"),
  elsewhere.deny("expect <<'EOF'\nspawn ssh deploy@web\nexpect \"$ \"\nsend \"sudo rm -rf /\\r\"\nexpect eof\nEOF", { noVariants: true }),
  elsewhere.deny("empty -s -o in.fifo 'rm -rf ~/\\n'"),
  elsewhere.deny("ttyecho -n /dev/pts/1 rm -rf ~/"),
  elsewhere.deny("python3 -c 'import fcntl, termios; [fcntl.ioctl(0, termios.TIOCSTI, c) for c in \"rm -rf ~/\\n\"]'"),
  elsewhere.deny("zellij run -- rm -rf ~/"),
  elsewhere.deny("kitty @ launch --type=tab rm -rf ~/"),
  elsewhere.deny("xdotool search --name Terminal windowactivate --sync type --delay 50 'rm -rf ~/' && xdotool key Return"),
  elsewhere.deny("ydotool type 'rm -rf ~/'"),
  elsewhere.deny("wtype 'rm -rf ~/' -k Return"),
  elsewhere.deny("osascript -e 'tell application \"Terminal\" to do script \"rm -rf ~/\"'"),
  elsewhere.deny("osascript -e 'tell application \"iTerm\" to tell current session of current window to write text \"rm -rf ~/\"'"),
  elsewhere.deny("osascript -e 'tell application \"System Events\" to keystroke \"rm -rf ~/\" & return'"),
  elsewhere.allow("osascript -e 'tell application \"Terminal\" to do script \"npm test\"'", { noVariants: true }),
  elsewhere.allow("xdotool type 'hello world'", { noVariants: true }),
  elsewhere.allow("screen -S dev -X stuff 'npm test\\n'", { noVariants: true }),
  elsewhere.allow("tmux send-keys -t psql 'SELECT count(*) FROM users;' Enter", { noVariants: true }),
  elsewhere.allow("tmux send-keys -t db 'DELETE FROM sessions WHERE expires_at < now();' Enter", { noVariants: true }),
  elsewhere.allow("kitty @ send-text --match title:server 'npm start\\r'", { noVariants: true }),
  elsewhere.allow("expect -c 'spawn npm login; expect \"Username:\"; send \"ada\\r\"; expect eof'", { noVariants: true }),
  elsewhere.allow("wezterm cli spawn -- htop", { noVariants: true }),
];

/**
 * Other shells' own syntax, read as what it runs: xonsh's Python substitutions and path literals,
 * nushell's and elvish's externals, substitutions and environment, fish's `command`.
 */
export const SHELL_SYNTAX_CASES: readonly CorpusCase[] = [
  filesystem.ask("xonsh -c 'rm -rf @(p\"~/Documents\")'"),
  filesystem.deny("xonsh -c \"rm -rf @('/home/ada')\""),
  filesystem.ask("xonsh -c 'd = p\"~/Documents\"; rm -rf @(d)'"),
  filesystem.deny("xonsh -c 'rm -rf !(echo /)'"),
  filesystem.deny("xonsh -c 'rm -rf ${\"HOME\"}'"),
  filesystem.deny("nu -c '^rm -rf ~/'"),
  filesystem.deny("nu -c 'run-external rm -rf ~/'"),
  filesystem.deny("nu -c 'rm -r -f $env.HOME'"),
  filesystem.ask("nu --commands 'rm -r ~/Documents'"),
  filesystem.deny("elvish -c 'e:rm -rf ~/'"),
  filesystem.deny("elvish -c 'rm -rf (put ~)'"),
  filesystem.deny("fish -c 'command rm -rf (echo ~)'"),
  filesystem.allow("xonsh -c 'rm -rf @(p\"dist\")'", { noVariants: true }),
  filesystem.allow("nu -c 'rm -r target'", { noVariants: true }),
  filesystem.allow("elvish -c 'rm -rf (put node_modules)'", { noVariants: true }),
  // Elixir's `iex -e`, not PowerShell's Invoke-Expression alias.
  filesystem.deny("iex -e 'File.rm_rf!(\"/home/ada\")'"),
  filesystem.deny("iex --eval 'System.cmd(\"rm\", [\"-rf\", \"/home/ada\"])'"),
  filesystem.allow("iex -e 'IO.puts 1'", { noVariants: true }),
  // A negative slice offset written with a space or parentheses (`${PATH: -4}` is `/bin`).
  filesystem.deny("rm -rf ${PATH: -4}"),
  filesystem.deny("rm -rf \"${PATH:(-4)}\""),
];

/**
 * Values that stop being known after a change of directory: `$PWD` and `pwd` after `cd` to an
 * unknown place, and the script's own directory (`${0%/*}`, `$BASH_SOURCE`, `dirname "$0"`).
 */
export const CHANGED_DIRECTORY_CASES: readonly CorpusCase[] = [
  filesystem.ask("DIR=\"$(cd \"${0%/*}\" && echo $PWD)\"; rm -rf \"$DIR/\"*"),
  filesystem.ask("DIR=$(cd \"$1\" && pwd); rm -rf \"$DIR\"/*"),
  filesystem.ask("DIR=$(cd \"$TARGET\"; pwd -P); rm -rf \"$DIR\"/*"),
  filesystem.ask("DIR=\"$(cd \"$(dirname \"${BASH_SOURCE[0]}\")\" && pwd)\"; rm -rf \"$DIR\"/*"),
  filesystem.ask("DIR=$(readlink -f \"$1\"); rm -rf \"$DIR\"/*"),
  filesystem.ask("pushd \"$1\"; rm -rf ./*; popd"),
  filesystem.allow("DIR=\"$(cd build && pwd)\"; rm -rf \"$DIR/\"*", { noVariants: true }),
  filesystem.allow("SCRIPT_DIR=\"$(cd \"${0%/*}\" && pwd)\"; ls \"$SCRIPT_DIR\"", { noVariants: true }),
];
