import { describe, expect, it } from "vitest";
import { preflightPlan } from "../../scripts/preflight.js";

/** A machine with exactly these files. */
const machine = (files: string[], isRoot = false, hasApt = true) => ({ exists: (p: string) => files.includes(p), isRoot, hasApt });
const ALL = ["/usr/bin/chromium", "/usr/bin/java", "/usr/bin/redis-server", "/usr/sbin/nginx"];

describe("the test suites' preflight", () => {
  it("does nothing when Chromium, Java, redis-server and nginx are there", () => {
    expect(preflightPlan(machine(ALL)).action).toBe("none");
  });

  it("installs what is missing with apt as root", () => {
    const plan = preflightPlan(machine(["/usr/bin/chromium", "/usr/bin/java"], true));
    expect(plan.action).toBe("install");
    expect(plan.pkgs).toEqual(["redis-server", "nginx"]);
    // Java (the HTML check's vnu.jar) is Debian's default runtime, headless.
    expect(preflightPlan(machine(ALL.filter((f) => f !== "/usr/bin/java"), true)).pkgs).toEqual(["default-jre-headless"]);
  });

  it("otherwise stops at once with one line naming the command", () => {
    const plan = preflightPlan(machine(["/usr/sbin/nginx", "/usr/bin/java"]));
    expect(plan.action).toBe("stop");
    expect(plan.message).toBe("The tests need Chromium, redis-server: run `sudo apt-get update && sudo apt-get install -y chromium redis-server`, then npm test again.");
    expect(plan.message).not.toContain("\n");
    // Root without apt (another distribution) cannot install either.
    expect(preflightPlan(machine([], true, false)).action).toBe("stop");
  });
});
