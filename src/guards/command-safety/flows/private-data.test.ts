import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { databaseServer, isLocalServer, privateData } from "./private-data.js";

function invocation(...words: string[]): Invocation {
  const argv = words.map((word) => staticField(word));
  return { name: words[0] as string, argv, assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: words.join(" "), line: words.join(" ") };
}

describe("private data sources", () => {
  it("finds the server a database tool names", () => {
    expect(databaseServer(invocation("pg_dump", "-h", "db.example.com", "app"))).toBe("db.example.com");
    expect(databaseServer(invocation("psql", "postgresql://u@db.example.com:5432/app"))).toBe("db.example.com");
    expect(databaseServer(invocation("mongodump", "--uri=mongodb+srv://a@c.example.net/x"))).toBe("c.example.net");
    expect(databaseServer(invocation("pg_dump", "host=10.0.0.5 dbname=app"))).toBe("10.0.0.5");
    expect(databaseServer(invocation("mysql", "-u", "root", "-e", "select 1"))).toBeUndefined();
    expect(isLocalServer("127.0.0.1")).toBe(true);
    expect(isLocalServer("/var/run/postgresql")).toBe(true);
    expect(isLocalServer("db.example.com")).toBe(false);
  });

  it("marks dumps of servers that are not explicitly local, on stdout or in the file written", () => {
    expect(privateData(invocation("pg_dump", "-h", "db.example.com", "app"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("pg_dump", "-h", "localhost", "app"))).toBeUndefined();
    expect(privateData(invocation("mysqldump", "--all-databases"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("mysqldump", "-h", "db.example.com", "-r", "/tmp/d.sql", "app"))).toMatchObject({ stdout: false, files: ["/tmp/d.sql"] });
    expect(privateData(invocation("mongodump", "-h", "m.example.com", "--archive"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("mongodump", "--archive"))).toBeUndefined();
    expect(privateData(invocation("mongodump", "--uri", "mongodb://m.example.com/x", "--archive=/tmp/a.gz"))).toMatchObject({ stdout: false, files: ["/tmp/a.gz"] });
    expect(privateData(invocation("redis-cli", "-h", "r.example.com", "--rdb", "-"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("redis-cli", "-h", "r.example.com", "get", "k"))).toBeUndefined();
    expect(privateData(invocation("psql", "-h", "db.example.com", "-c", "COPY users TO STDOUT"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("psql", "-h", "db.example.com", "-c", "\\dt"))).toBeUndefined();
    expect(privateData(invocation("pg_dump", "--help"))).toBeUndefined();
  });

  it("marks clipboard readers, not writers", () => {
    expect(privateData(invocation("pbpaste"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("xclip", "-selection", "clipboard", "-o"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("xclip", "-selection", "clipboard"))).toBeUndefined();
    expect(privateData(invocation("xsel", "--clipboard", "--input"))).toBeUndefined();
    expect(privateData(invocation("xsel", "-b"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("Get-Clipboard"))).toMatchObject({ stdout: true });
  });

  it("marks screen captures by where they write", () => {
    expect(privateData(invocation("screencapture", "-x", "/tmp/s.png"))).toMatchObject({ stdout: false, files: ["/tmp/s.png"] });
    expect(privateData(invocation("import", "-window", "root", "png:-"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("import", "numpy"))).toBeUndefined();
    expect(privateData(invocation("grim", "-"))).toMatchObject({ stdout: true });
    expect(privateData(invocation("ffmpeg", "-f", "x11grab", "-i", ":0", "out.mp4"))).toMatchObject({ files: ["out.mp4"] });
    expect(privateData(invocation("ffmpeg", "-i", "in.mov", "out.mp4"))).toBeUndefined();
  });
});
