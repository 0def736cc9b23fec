/* global process */
// Preloaded by scripts/stream-memory.ts into the portal it measures (NODE_OPTIONS="--expose-gc
// --require …"): SIGUSR2 runs a full garbage collection, so memory is read without garbage.
process.on("SIGUSR2", () => globalThis.gc?.());
