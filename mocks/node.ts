/** In-process upstream for vitest: `server.listen()` in a setup file, `server.close()` after. */
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

export const server = setupServer(...handlers);
