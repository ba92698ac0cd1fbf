import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("dynamic-linker injection", () => {
  it("asks when the loader injects a library from a shared, hidden or downloads place, by any spelling", () => {
    for (const command of [
      "LD_PRELOAD=/tmp/x.so ls",
      "env LD_AUDIT=/dev/shm/a.so make",
      "export LD_PRELOAD=/var/tmp/a.so",
      "declare -x DYLD_INSERT_LIBRARIES=~/Downloads/i.dylib",
      "typeset -x LD_PRELOAD=/tmp/.x/l.so",
      "set -a; LD_PRELOAD=/tmp/x.so; ./run",
      "LD_PRELOAD=/usr/lib/libc_malloc_debug.so:/tmp/hook.so ./app",
      "export LD_PRELOAD=/home/ada/libhook.so",
    ]) {
      expect(verdict(command), command).toBe("ask host.preload-injection");
    }
  });

  it("denies a library handed to a privileged program", () => {
    for (const command of [
      "LD_PRELOAD=/tmp/evil.so sudo id",
      "sudo LD_PRELOAD=./hook.so whoami",
      "sudo --preserve-env=PATH,LD_PRELOAD apt update",
      "env LD_PRELOAD=/tmp/x.so passwd",
      "LD_LIBRARY_PATH=/tmp/lib sudo ls",
      "doas env DYLD_LIBRARY_PATH=/var/tmp/fw /usr/bin/true",
    ]) {
      expect(verdict(command), command).toBe("deny host.preload-injection");
    }
  });

  it("allows allocators, sanitizers, the project's builds and loader debugging", () => {
    for (const command of [
      "LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2 ./server",
      "LD_LIBRARY_PATH=./build/lib ./app",
      "DYLD_LIBRARY_PATH=target/release cargo test",
      "LD_PRELOAD=$(gcc -print-file-name=libasan.so) ./a.out",
      "LD_DEBUG=libs ./app",
      "export LD_PRELOAD=./build/libfaketime.so",
      "LD_LIBRARY_PATH=/tmp/build/lib ./app",
      "sudo LD_LIBRARY_PATH=/opt/oracle/instantclient ./migrate",
      "sudo --preserve-env=HOME,PATH make install",
    ]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
