import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { processMemoryRead } from "./process-memory.js";

const memory = (source: string) => processMemoryRead(invocations(source).at(-1) as never);

describe("processMemoryRead", () => {
  it("names debuggers, dumpers and tracers pointed at another process, and /proc/<pid>/mem", () => {
    expect(memory("gdb -p 1234")).toBe("gdb attached to process 1234");
    expect(memory("gdb --pid=1234 -batch")).toBe("gdb attached to process 1234");
    expect(memory("gdb -batch -ex 'attach 99'")).toBe("gdb attached to process 99");
    expect(memory("gdb /usr/bin/python3 31337")).toBe("gdb attached to process 31337");
    expect(memory("lldb --attach-pid 812")).toBe("lldb attached to process 812");
    expect(memory("lldb -n Slack")).toBe("lldb attached to process Slack");
    expect(memory("strace -p 77 -s 4096")).toBe("strace attached to process 77");
    expect(memory("gcore 1234")).toBe("gcore 1234");
    expect(memory("jcmd 7781 GC.heap_dump /tmp/h.hprof")).toBe("jcmd attached to process 7781");
    expect(memory("dd if=/proc/1337/mem bs=1 count=4")).toBe("dd (/proc/1337/mem)");
    expect(memory("python3 -c \"open('/proc/%d/mem' % pid, 'rb')\"")).toBe("python3 (/proc/%d/mem)");
    expect(memory("xxd /proc/$(pgrep node)/mem")).toBe("xxd (/proc/$(pgrep node)/mem)");
    expect(memory("dd if=/dev/mem of=ram.img")).toBe("dd (/dev/mem)");
    expect(memory("sudo python3 dump.py --pid $(pgrep -f Runner.Worker)")).toMatch(/run as root against/);
  });

  it("leaves alone debugging a program the command starts, stacks without variables, and the command's own process", () => {
    for (const source of ["gdb ./build/app", "gdb --args ./app --port 1", "gdb -batch -ex bt ./app core.12", "lldb ./target/debug/app", "./app & gdb -p $!", "py-spy dump --pid 9", "py-spy top --pid 9", "strace -f ./app", "cat /proc/meminfo", "cat /proc/self/maps", "python3 dump.py --pid $(pgrep -f worker)", "gcore --help"]) {
      expect(memory(source), source).toBeUndefined();
    }
  });
});
