import { z } from "zod";
import { callUpstream, visitorHeaders } from "./client.server";

/**
 * The public countries service (spec document 3 section 7; docs/upstream-api.md): a country's
 * states (`data.states[].name`) and a state's cities (a list of names), for Edit Profile's State and
 * City pickers. Public: no bearer token; the visitor's address goes along as X-Forwarded-For, as on
 * the other public calls. Names only, sorted, each as long as a profile field takes.
 */
const name = z.string().trim().min(1).max(50);
const statesSchema = z.object({ states: z.array(z.object({ name })).max(500) }).transform((d) => d.states.map((s) => s.name));
const citiesSchema = z.array(name).max(2000);

const sorted = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b, "en"));

export async function listStates(country: string, clientAddress: string, signal?: AbortSignal): Promise<string[]> {
  const states = await callUpstream("/countriesapi/countries/states", {
    method: "POST",
    body: { country },
    schema: statesSchema,
    anonymous: true,
    headers: visitorHeaders(clientAddress),
    signal,
  });
  return sorted(states);
}

export async function listCities(country: string, state: string, clientAddress: string, signal?: AbortSignal): Promise<string[]> {
  const cities = await callUpstream("/countriesapi/countries/state/cities", {
    method: "POST",
    body: { country, state },
    schema: citiesSchema,
    anonymous: true,
    headers: visitorHeaders(clientAddress),
    signal,
  });
  return sorted(cities);
}
