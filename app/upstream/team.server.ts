import { z } from "zod";
import { pageOf } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/** My Team calls (paths in docs/upstream-api.md): the list, the registered-user check, the invite. */

const text = z.string().nullish().transform((v) => v ?? "");
const member = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  firstName: text,
  lastName: text,
  designation: text,
  email: text,
  mobileNumber: text,
  status: text,
});
export type TeamMember = z.infer<typeof member>;

const teamPage = pageOf("members", member);

export function listTeam(
  tokens: TokenSource,
  opts: { accountId: string; page: number; size: number; searchText?: string; status?: string; signal?: AbortSignal },
) {
  const query = { accountId: opts.accountId, page: opts.page, size: opts.size, searchText: opts.searchText, status: opts.status };
  return callUpstream(
    "/userapi/api/um/team-members",
    { query, schema: teamPage, signal: opts.signal },
    tokens,
  );
}

/**
 * users/available: resolves when the address is free; an UpstreamError with status 302 (already
 * registered) or 423 (locked) otherwise.
 */
export async function checkEmailAvailable(tokens: TokenSource, email: string, signal?: AbortSignal) {
  await callUpstream("/userapi/api/um/users/available", { query: { email }, schema: z.unknown(), signal }, tokens);
}

export interface TeamInvite {
  accountId: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  designation: string;
  email: string;
}

/** add-team-member: success is a flag. */
export async function addTeamMember(tokens: TokenSource, body: TeamInvite) {
  const answer = await callUpstream("/userapi/api/um/add-team-member", { method: "POST", body, schema: z.object({ success: z.boolean() }) }, tokens);
  return answer.success;
}
