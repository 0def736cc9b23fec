import { z } from "zod";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * The account switch (spec document 1 sections 4 and 7): the upstream makes the user's next token
 * carry the chosen company. The answer's body is not read (spec); any non-2xx is an UpstreamError.
 */
export async function modifyJwtToken(
  tokens: TokenSource,
  choice: { accountId: string; accountName: string; email: string },
  signal?: AbortSignal,
): Promise<void> {
  await callUpstream(
    "/userapi/api/um/auth/modifyJwtToken",
    { method: "POST", body: choice, schema: z.unknown(), signal },
    tokens,
  );
}
