import { describe, expect, it } from "vitest";
import { bulkDeletes, MATCHING_FILES } from "./bulk-deletes.js";
import { maskStrings } from "./literals.js";

const read = (language: string, code: string) => bulkDeletes(language, code, maskStrings(code, language));

describe("bulkDeletes", () => {
  it("reads a listing plus a delete call as deleting what the directory holds", () => {
    expect(read("python", "import os\nfor f in os.listdir('/srv/data'): os.remove(f)")).toEqual([["rm", "-rf", "/srv/data"]]);
    expect(read("ruby", 'Dir.glob("/srv/data/*").each { |f| File.unlink(f) }')).toEqual([["rm", "-rf", "/srv/data"]]);
    expect(read("php", 'array_map("unlink", glob("/srv/www/*"));')).toEqual([["rm", "-rf", "/srv/www"]]);
    expect(read("perl", 'unlink glob "/home/ada/Documents/*"')).toEqual([["rm", "-rf", "/home/ada/Documents"]]);
    expect(read("python", "import pathlib\n[p.unlink() for p in pathlib.Path('/home/ada/x').rglob('*')]")).toEqual([["rm", "-rf", "/home/ada/x"]]);
  });

  it("keeps a narrowed pattern or a filter to some files of the directory", () => {
    expect(read("python", "import glob, os\n[os.remove(f) for f in glob.glob('/srv/logs/*.log')]")).toEqual([["rm", "-f", `/srv/logs/${MATCHING_FILES}`]]);
    expect(read("python", "import os\n[os.remove(f) for f in os.listdir('/srv/x') if f.endswith('.pyc')]")).toEqual([["rm", "-f", `/srv/x/${MATCHING_FILES}`]]);
  });

  it("finds nothing without a delete of a computed path", () => {
    expect(read("python", "import os; print(os.listdir('/etc'))")).toEqual([]);
    expect(read("python", "import os; os.remove('a.txt')")).toEqual([]);
  });
});
