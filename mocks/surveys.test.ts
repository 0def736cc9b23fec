import { describe, expect, it } from "vitest";
import { decodeSurveyLink } from "../app/domain/survey-link";
import { calls, clearFaults, injectFault, outbox } from "./controls";
import { api, useInProcessUpstream } from "./handlers/test-setup";
import { db } from "./store";
import { inviteToSurvey, mailSeededInvitations, SURVEY_PAGE_PATHS } from "./survey-mail";
import { DEVELOPMENT_SURVEY_LINK_SECRET, signedSurveyQuery, signingSecret, surveyLinkSignature } from "./survey-signature";

useInProcessUpstream();

const ORIGIN = "http://portal.test";

describe("survey invitations and their e-mails", () => {
  it("mails every seeded invitation of customer@demo.test with a link the portal reads back", () => {
    mailSeededInvitations(ORIGIN);
    const mails = outbox("customer@demo.test").filter((m) => m.link?.startsWith(ORIGIN));
    const types = new Set(db.surveyInvitations.map((i) => i.type));
    expect(types).toEqual(new Set(["RATE_MY_SERVICE", "CASE_CLOSURE", "CSAT", "GENERAL"]));
    for (const invitation of db.surveyInvitations) {
      const mail = mails.find((m) => m.ref === invitation.parentId);
      const url = new URL(mail!.link!);
      expect(url.pathname).toBe(SURVEY_PAGE_PATHS[invitation.type]);
      // Signed with the development default (no SURVEY_LINK_SECRET here), which the portal knows too.
      expect(decodeSurveyLink(url.search, [DEVELOPMENT_SURVEY_LINK_SECRET])).toEqual({
        ok: true,
        link: { type: invitation.type, parentId: invitation.parentId, contactId: "U-1001", ownerId: "OWN-01", object: invitation.object },
      });
    }
  });

  it("answers a survey only for an invitation, and only from the invited contact", async () => {
    const mail = inviteToSurvey(ORIGIN, { email: "customer@demo.test", type: "CSAT" })!;
    const parentId = mail.ref!;
    expect((await api(`/surveyapi/survey/questions?type=CSAT&parentId=${parentId}`)).status).toBe(200);
    expect((await api(`/surveyapi/survey/questions?type=RATE_MY_SERVICE&parentId=${parentId}`)).status).toBe(404);
    expect((await api("/surveyapi/survey/questions?type=CSAT&parentId=CMP-4242")).status).toBe(404);
    const answers = { surveyId: "SRV-CSAT", parentId, ownerId: "OWN-02", questionsAnswers: [{ questionId: "CSAT-Q1", answer: "9" }, { questionId: "CSAT-Q2", answer: "Yes" }] };
    expect((await api("/surveyapi/survey/submit", { method: "POST", json: { ...answers, contactId: "U-1002" } })).status).toBe(400);
    expect((await api("/surveyapi/survey/submit", { method: "POST", json: { ...answers, contactId: "U-1001" } })).status).toBe(200);
    expect(db.surveyResponses.at(-1)).toMatchObject({ parentId, contactId: "U-1001", ownerId: "OWN-02" });
    expect(inviteToSurvey(ORIGIN, { email: "x@demo.test", type: "NPS" })).toBeNull();
  });
});

describe("the invitation's owner", () => {
  it("is the ownerId the survey answers with, and the only one a submission may carry", async () => {
    const parentId = inviteToSurvey(ORIGIN, { email: "customer@demo.test", type: "GENERAL" })!.ref!;
    const survey = await api(`/surveyapi/survey/questions?type=GENERAL&parentId=${parentId}`);
    expect((survey.json as { data: { ownerId: string } }).data.ownerId).toBe("OWN-02");
    const answers = { surveyId: "SRV-GEN", parentId, contactId: "U-1001", questionsAnswers: [{ questionId: "GEN-Q1", answer: "1" }] };
    const forged = await api("/surveyapi/survey/submit", { method: "POST", json: { ...answers, ownerId: "OWN-FAKE" } });
    expect(forged.status).toBe(400);
    expect(db.surveyResponses.some((r) => r.parentId === parentId)).toBe(false);
    expect((await api("/surveyapi/survey/submit", { method: "POST", json: { ...answers, ownerId: "OWN-02" } })).status).toBe(200);
  });
});

describe("survey link signatures", () => {
  it("match the test vector of docs/upstream-api.md", () => {
    const fields = { type: "RATE_MY_SERVICE", parentId: "CMP-0001", contactId: "U-1001", ownerId: "OWN-01", object: "WorkOrder" };
    const key = "test-vector-key-0123456789abcdef0123";
    expect(surveyLinkSignature(fields, key)).toBe("iMfL-wueESWQ4IGEZwML-pYjKBUimnl8tSZkAlywjYQ");
    expect(signedSurveyQuery(fields, key)).toBe(
      "cGFyZW50SWQ9Q01QLTAwMDEmY29udGFjdElkPVUtMTAwMSZvd25lcklkPU9XTi0wMSZ0eXBlPVJBVEVfTVlfU0VSVklDRSZvYmplY3Q9V29ya09yZGVyJnNpZz1pTWZMLXd1ZUVTV1E0SUdFWndNTC1wWWpLQlVpbW5sOHRTWmtBbHl3allR",
    );
  });

  it("are made with the first key of SURVEY_LINK_SECRET, or the development default the portal shares", () => {
    expect(signingSecret({ SURVEY_LINK_SECRET: " new-key-0123456789abcdef , old-key-0123456789abcdef" })).toBe("new-key-0123456789abcdef");
    expect(signingSecret({})).toBe(DEVELOPMENT_SURVEY_LINK_SECRET);
    expect(signingSecret({ SURVEY_LINK_SECRET: " , " })).toBe(DEVELOPMENT_SURVEY_LINK_SECRET);
  });
});

describe("faults for public calls", () => {
  it("can target one visitor address (the X-Forwarded-For the portal forwards)", async () => {
    injectFault({ call: "GET /formsapi/v1/generate-captcha", mode: 500, times: 5, client: "203.0.113.5" });
    expect((await api("/formsapi/v1/generate-captcha", { headers: { "x-forwarded-for": "203.0.113.6" } })).status).toBe(200);
    expect((await api("/formsapi/v1/generate-captcha", { headers: { "x-forwarded-for": "203.0.113.5" } })).status).toBe(500);
    clearFaults(undefined, "203.0.113.5");
    expect((await api("/formsapi/v1/generate-captcha", { headers: { "x-forwarded-for": "203.0.113.5" } })).status).toBe(200);
    expect(calls({ path: "/formsapi/v1/generate-captcha" }).map((c) => c.client)).toEqual(["203.0.113.6", "203.0.113.5", "203.0.113.5"]);
  });
});
