/** Entry point: `tsx mocks/main.ts` (npm run mock). */
import { latency } from "./latency";
import { startMockServer } from "./server";

const port = Number(process.env.MOCK_PORT ?? 4010);
const portalOrigins = (process.env.PORTAL_ORIGINS ?? "http://localhost:3000")
  .split(",")
  .map((o) => o.trim())
  .filter(Boolean);

const mock = await startMockServer({ port, portalOrigins });
console.log(`[mock] upstream on ${mock.url}/api, identity on ${mock.url}/identity (portal origins: ${portalOrigins.join(", ")})${latency() ? `, ${latency()} ms per API call` : ""}`);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`[mock] ${signal}: closing`);
  mock.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("[mock] close failed", error);
      process.exit(1);
    },
  );
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
