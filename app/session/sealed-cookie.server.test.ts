import { afterEach, describe, expect, it } from "vitest";
import { deriveKey, forgetUnsealedForTests, seal, unseal } from "./sealed-cookie.server";

const a = deriveKey("first secret of at least thirty-two characters", "test");
const b = deriveKey("second secret of at least thirty-two characters", "test");

afterEach(() => forgetUnsealedForTests());

describe("unsealing a cookie seen before", () => {
  it("answers a fresh copy each time, so no caller can change what the next one reads", async () => {
    const jwe = await seal({ user: { name: "Priya" } }, a);
    const first = (await unseal(jwe, [a])) as { user: { name: string } };
    first.user.name = "changed";
    expect(await unseal(jwe, [a])).toEqual({ user: { name: "Priya" } });
  });

  it("refuses it once the key that opened it is no longer one of the keys", async () => {
    const jwe = await seal({ ok: true }, a);
    expect(await unseal(jwe, [b, a])).toEqual({ ok: true });
    expect(await unseal(jwe, [b])).toBeNull();
  });

  it("decrypts again after a minute, and still refuses what does not decrypt", async () => {
    const now = Date.now();
    const jwe = await seal({ ok: 1 }, a);
    expect(await unseal(jwe, [a], now)).toEqual({ ok: 1 });
    expect(await unseal(jwe, [a], now + 61_000)).toEqual({ ok: 1 });
    const tampered = `${jwe.slice(0, -3)}${jwe.endsWith("A") ? "B" : "A"}AA`;
    expect(await unseal(tampered, [a])).toBeNull();
  });
});
