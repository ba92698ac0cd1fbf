import { describe, expect, it } from "vitest";
import { namedPathWrites } from "./named-paths.js";

describe("namedPathWrites", () => {
  it("follows a literal path through a variable into a write or delete call", () => {
    expect(namedPathWrites("python", "import json;p='/home/ada/.claude/settings.json';json.dump({}, open(p, 'w'))")).toEqual([["tee", "/home/ada/.claude/settings.json"]]);
    expect(namedPathWrites("node", "const p = '/etc/hosts'; require('fs').writeFileSync(p, '')")).toEqual([["tee", "/etc/hosts"]]);
    expect(namedPathWrites("perl", 'my $p = "/home/ada/.gitconfig"; unlink $p')).toEqual([["rm", "-rf", "/home/ada/.gitconfig"]]);
    expect(namedPathWrites("php", '$f = "/srv/www/index.php"; file_put_contents($f, "");')).toEqual([["tee", "/srv/www/index.php"]]);
  });

  it("leaves reads and names that hold no path alone", () => {
    expect(namedPathWrites("python", "p='/etc/hosts'; print(open(p).read())")).toEqual([]);
    expect(namedPathWrites("python", "mode='w'; open(name, mode)")).toEqual([]);
  });
});
