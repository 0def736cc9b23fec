#!/usr/bin/env node
/**
 * Before the test suites: are Debian's Chromium, Java, redis-server and nginx here? A newcomer without
 * them would otherwise get failing suites minutes later. Missing ones are installed with apt when
 * this runs as root on a machine with apt-get (as .ci/run does); otherwise it stops at once with
 * one line naming the command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { findCommand, SYSTEM_TOOLS } from "./system-tools.js";

/** Which tools are missing, and what to do about them. Pure: the machine comes in as arguments. */
export function preflightPlan({ exists, isRoot, hasApt }) {
  const missing = SYSTEM_TOOLS.filter((tool) => (tool.fixed ? !exists(tool.fixed()) : !findCommand(tool.command, exists)));
  if (missing.length === 0) return { action: "none", missing: [] };
  const pkgs = missing.map((t) => t.pkg);
  const command = `apt-get install -y ${pkgs.join(" ")}`;
  if (isRoot && hasApt) return { action: "install", missing, pkgs, command };
  return {
    action: "stop",
    missing,
    pkgs,
    command,
    message: `The tests need ${missing.map((t) => t.name).join(", ")}: run \`sudo apt-get update && sudo ${command}\`, then npm test again.`,
  };
}

function run() {
  const machine = { exists: existsSync, isRoot: process.getuid?.() === 0, hasApt: Boolean(findCommand("apt-get")) };
  const plan = preflightPlan(machine);
  if (plan.action === "none") return 0;
  if (plan.action === "stop") {
    console.error(plan.message);
    return 1;
  }
  console.log(`Installing Debian's ${plan.pkgs.join(" ")} for the test suites`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...plan.pkgs]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) {
      console.error(`Could not install ${plan.pkgs.join(" ")}: run \`${plan.command}\` by hand, then npm test again.`);
      return 1;
    }
  }
  const after = preflightPlan(machine);
  if (after.action !== "none") {
    console.error(after.message ?? `Still missing: ${after.pkgs.join(" ")}.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(run());
