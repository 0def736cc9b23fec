import { readForm } from "~/forms/read.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { returnPathOr } from "~/domain/return-path";
import { serializeMenuCollapsed } from "~/session/menu-cookie.server";
import { resourceRoute } from "~/http/resource.server";

/** The side menu's collapse button posts here (works without JavaScript); see docs/decisions/005. */
const MenuPreferenceSchema = z.object({
  collapsed: z.enum(["0", "1"]),
  returnTo: z.unknown().transform((v) => returnPathOr(v, "/")),
});

export const action = resourceRoute(async ({ request }: ActionFunctionArgs) => {
  const form = await readForm(request);
  const parsed = MenuPreferenceSchema.safeParse({
    collapsed: form.get("collapsed"),
    returnTo: form.get("returnTo"),
  });
  if (!parsed.success) {
    // resourceRoute answers it as the 400 refusal page (the public frame, not bare text).
    throw new Response("Invalid menu preference", { status: 400 });
  }
  return redirect(parsed.data.returnTo, {
    status: 303,
    headers: { "Set-Cookie": await serializeMenuCollapsed(parsed.data.collapsed === "1") },
  });
});
