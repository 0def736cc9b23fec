import { describe, expect, it } from "vitest";
import { calls, injectFault } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { placesFor } from "~/forms/profile.server";
import { listCities, listStates } from "./places.server";

useInProcessUpstream();
const VISITOR = "2001:db8::7";

describe("the public countries service (issue 42 §7)", () => {
  it("lists a country's states and a state's cities, sorted, with no bearer token", async () => {
    expect(await listStates("India", VISITOR)).toEqual(["Delhi", "Gujarat", "Karnataka", "Maharashtra", "Tamil Nadu", "Telangana", "West Bengal"]);
    expect(await listCities("India", "Maharashtra", VISITOR)).toEqual(["Mumbai", "Nagpur", "Nashik", "Pune"]);
    const sent = calls().filter((c) => c.path.startsWith("/countriesapi/"));
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      ["/countriesapi/countries/states", { country: "India" }],
      ["/countriesapi/countries/state/cities", { country: "India", state: "Maharashtra" }],
    ]);
    for (const call of sent) {
      expect(call.userId).toBeUndefined();
      expect(call.client).toBe(VISITOR);
    }
  });

  it("names the profile's country as the service does and asks both lists together", async () => {
    expect(await placesFor("UNITED ARAB EMIRATES- +971", "Dubai", VISITOR)).toEqual({ states: ["Abu Dhabi", "Dubai", "Sharjah"], cities: ["Dubai"] });
    expect(await placesFor("INDIA- +91", "", VISITOR)).toEqual({ states: expect.arrayContaining(["Maharashtra"]), cities: null });
    expect(await placesFor("", "Dubai", VISITOR)).toEqual({ states: null, cities: null });
  });

  it("leaves a text field where the service fails or knows nothing (its errors are silent, spec document 3)", async () => {
    injectFault({ call: "POST /countriesapi/countries/states", mode: 500 });
    expect(await placesFor("INDIA- +91", "Maharashtra", VISITOR)).toEqual({ states: null, cities: ["Mumbai", "Nagpur", "Nashik", "Pune"] });
    expect(await placesFor("INDIA- +91", "Atlantis", VISITOR)).toEqual({ states: expect.arrayContaining(["Gujarat"]), cities: null });
    expect(await placesFor("NOWHERE- +999", "", VISITOR)).toEqual({ states: null, cities: null });
  });
});
