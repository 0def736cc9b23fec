import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The machine's own programs the test suites use: Debian's Chromium (the e2e suite), a Java
 * runtime (the e2e suite's HTML check runs the Nu HTML Checker, vnu.jar: Java 17 or later, which
 * Debian 12's default-jre-headless is), redis-server and nginx (the multi-instance suite). Found
 * where Debian puts them, or on PATH.
 */
export const SYSTEM_TOOLS = [
  { name: "Chromium", command: "chromium", pkg: "chromium", fixed: () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  { name: "Java", command: "java", pkg: "default-jre-headless" },
  { name: "redis-server", command: "redis-server", pkg: "redis-server" },
  { name: "nginx", command: "nginx", pkg: "nginx" },
];

/** The full path of a program, or null. */
export function findCommand(name, exists = existsSync) {
  for (const dir of ["/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin", ...(process.env.PATH ?? "").split(":")]) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (exists(candidate)) return candidate;
  }
  return null;
}

/** The full path of a program the suites need; throws naming the install command when missing. */
export function commandPath(name) {
  const found = findCommand(name);
  if (found) return found;
  const tool = SYSTEM_TOOLS.find((t) => t.command === name);
  throw new Error(`${name} is not installed (apt-get install -y ${tool?.pkg ?? name})`);
}
