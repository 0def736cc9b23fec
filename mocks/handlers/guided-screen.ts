/**
 * Guided-screen progress (spec document 3 section 7: "get and update; isIntro1Complete,
 * isIntro2Complete, isIntro3Complete"). The update takes any of the three flags (true only: a
 * step once passed stays passed); when all three are set, isShowGuidedScreen turns false, so the
 * tour is never shown again.
 */
import { http } from "msw";
import type { UserState } from "../store";
import { authed } from "./auth-context";
import { fail, ok, readJson } from "./http-utils";

const FLAGS = ["isIntro1Complete", "isIntro2Complete", "isIntro3Complete"] as const;

function progressOf(u: UserState) {
  return {
    isShowGuidedScreen: u.isShowGuidedScreen,
    isIntro1Complete: u.isIntro1Complete,
    isIntro2Complete: u.isIntro2Complete,
    isIntro3Complete: u.isIntro3Complete,
  };
}

export const guidedScreenHandlers = [
  http.get("*/api/userapi/api/um/guided-screen", authed(({ user }) => ok(progressOf(user)))),

  http.put(
    "*/api/userapi/api/um/guided-screen",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const given = FLAGS.filter((f) => body[f] !== undefined);
      if (given.length === 0) return fail(400, "One of isIntro1Complete, isIntro2Complete, isIntro3Complete is required");
      if (given.some((f) => body[f] !== true)) return fail(400, "Progress flags can only be set to true");
      for (const f of given) user[f] = true;
      if (FLAGS.every((f) => user[f])) user.isShowGuidedScreen = false;
      return ok(progressOf(user), "Progress saved");
    }),
  ),
];
