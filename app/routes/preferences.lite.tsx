import { readForm } from "~/forms/read.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { returnPathOr } from "~/domain/return-path";
import { serializeLiteChoice } from "~/session/lite-mode.server";
import { resourceRoute } from "~/http/resource.server";

/**
 * The lite-mode switch (footer, Account Settings) posts here; works without JavaScript and goes
 * back to the page it came from (docs/decisions/057-lite-mode.md).
 */
const LitePreferenceSchema = z.object({
  mode: z.enum(["on", "off"]),
  returnTo: z.unknown().transform((v) => returnPathOr(v, "/")),
});

export const action = resourceRoute(async ({ request }: ActionFunctionArgs) => {
  const form = await readForm(request);
  const parsed = LitePreferenceSchema.safeParse({ mode: form.get("mode"), returnTo: form.get("returnTo") });
  if (!parsed.success) {
    // resourceRoute answers it as the 400 refusal page (the public frame, not bare text).
    throw new Response("Invalid lite mode preference", { status: 400 });
  }
  return redirect(parsed.data.returnTo, {
    status: 303,
    headers: { "Set-Cookie": await serializeLiteChoice(parsed.data.mode) },
  });
});
