import { http } from "msw";
import { citiesOf, statesOf } from "../store/places";
import { fail, ok, readJson, str } from "./http-utils";

/**
 * The public countries service (spec document 3 section 7): POST a country for its states
 * (`data.states[].name`), a country and state for its cities (a list of names). Public: no bearer
 * token. An unknown country or state is a 404 envelope, as the service answers it.
 */
export const placeHandlers = [
  http.post("*/api/countriesapi/countries/states", async ({ request }) => {
    const country = str((await readJson(request)).country) ?? "";
    const states = statesOf(country);
    if (!states) return fail(404, "country not found");
    return ok({ name: country, states: states.map((name) => ({ name })) });
  }),
  http.post("*/api/countriesapi/countries/state/cities", async ({ request }) => {
    const body = await readJson(request);
    const cities = citiesOf(str(body.country) ?? "", str(body.state) ?? "");
    if (!cities) return fail(404, "state not found");
    return ok(cities);
  }),
];
