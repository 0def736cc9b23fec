import { describe, expect, it } from "vitest";
import { expireCaptcha, revealCaptcha } from "./captcha";
import { calls } from "./calls";
import { CAPTCHA_MESSAGES } from "./handlers/forms";
import { BASE, api, useInProcessUpstream } from "./handlers/test-setup";
import { db } from "./store";

useInProcessUpstream();

async function captcha() {
  const { json } = await api("/formsapi/v1/generate-captcha");
  return json.data as { image: string; token: string };
}

function lead(token: string, answer: string, overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = { name: "Asha Rao", email: "asha@example.test", mobileNumber: "9876543210", pinCode: "411019", buildingName: "Lotus Court", formType: "Urban Water", captchaToken: token, captchaAnswer: Buffer.from(answer).toString("base64"), ...overrides };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return fetch(`${BASE}/formsapi/v1/form-submission/verify`, { method: "POST", body: form }).then(async (r) => ({ status: r.status, json: (await r.json()) as { data?: unknown; message?: string } }));
}

describe("captcha and urban-water lead", () => {
  it("draws a math captcha as an SVG data URL whose markup does not contain the answer as text", async () => {
    const { image, token } = await captcha();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(",")[1], "base64").toString("utf8");
    expect(svg).toContain("<svg");
    expect(svg).not.toContain("<text");
    expect(revealCaptcha(token)?.answer).toMatch(/^\d{1,2}$/);
  });

  it("takes a right answer once, stores the lead, and refuses the token afterwards", async () => {
    const { token } = await captcha();
    const answer = revealCaptcha(token)!.answer;
    const first = await lead(token, answer);
    expect(first.status).toBe(200);
    expect(db.leads).toHaveLength(1);
    expect(db.leads[0]).toMatchObject({ name: "Asha Rao", pinCode: "411019", formType: "Urban Water" });
    const again = await lead(token, answer);
    expect(again).toEqual({ status: 400, json: { status: 400, message: CAPTCHA_MESSAGES.used } });
    expect(calls({ path: "/formsapi/v1/form-submission/verify" })[0].body).toMatchObject({ captchaToken: token, captchaAnswer: Buffer.from(answer).toString("base64") });
  });

  it("spends a captcha on a wrong answer, refuses expired and unknown ones", async () => {
    const { token } = await captcha();
    const answer = revealCaptcha(token)!.answer;
    expect((await lead(token, `${answer}1`)).json.message).toBe(CAPTCHA_MESSAGES.wrong);
    expect((await lead(token, answer)).json.message).toBe(CAPTCHA_MESSAGES.used);
    const second = await captcha();
    expireCaptcha(second.token);
    expect((await lead(second.token, revealCaptcha(second.token)!.answer)).json.message).toBe(CAPTCHA_MESSAGES.expired);
    expect((await lead("no-such-token", "3")).json.message).toBe(CAPTCHA_MESSAGES.unknown);
    expect(db.leads).toHaveLength(0);
  });

  it("checks the fields itself and answers the spec's messages", async () => {
    const { token } = await captcha();
    expect((await lead(token, "1", { pinCode: "011019" })).json.message).toBe("Invalid Pin Code");
    expect((await lead(token, "1", { formType: "Other" })).status).toBe(400);
    expect((await lead(token, "1", { captchaAnswer: "***" })).json.message).toBe("CAPTCHA is required. Please solve the question.");
    // None of these reached the captcha, so it is still unused.
    expect(revealCaptcha(token)?.used).toBe(false);
  });
});
