/**
 * The public countries service's states and cities (spec document 3 section 7), for the countries
 * of the consolidated lookup (mocks/store/lookups.ts). Countries are named as the service names
 * them ('India', 'United Arab Emirates'); a country it lists no states for answers an empty list.
 */
export const PLACES: Record<string, Record<string, readonly string[]>> = {
  India: {
    Delhi: ["New Delhi"],
    Gujarat: ["Ahmedabad", "Surat", "Vadodara"],
    Karnataka: ["Bengaluru", "Mysuru"],
    Maharashtra: ["Mumbai", "Nagpur", "Nashik", "Pune"],
    "Tamil Nadu": ["Chennai", "Coimbatore", "Tiruppur"],
    Telangana: ["Hyderabad"],
    "West Bengal": ["Kolkata"],
  },
  Bangladesh: { Dhaka: ["Dhaka", "Gazipur"], Chittagong: ["Chittagong"] },
  Indonesia: { Jakarta: ["Jakarta"], "East Java": ["Surabaya"] },
  Kenya: { Nairobi: ["Nairobi"], Mombasa: ["Mombasa"] },
  "Saudi Arabia": { Riyadh: ["Riyadh"], "Eastern Province": ["Dammam", "Jubail"] },
  "Sri Lanka": { "Western Province": ["Colombo"] },
  Thailand: { Bangkok: ["Bangkok"], Chonburi: ["Pattaya", "Si Racha"] },
  "United Arab Emirates": { "Abu Dhabi": ["Abu Dhabi"], Dubai: ["Dubai"], Sharjah: ["Sharjah"] },
  "United Kingdom": { England: ["Birmingham", "London", "Manchester"], Scotland: ["Edinburgh", "Glasgow"] },
  "United States": { California: ["Los Angeles", "San Jose"], Texas: ["Houston"] },
};

/** The service's country name, whatever the case it is asked in. */
function countryKey(country: string): string | undefined {
  const wanted = country.trim().toLowerCase();
  return Object.keys(PLACES).find((name) => name.toLowerCase() === wanted);
}

export function statesOf(country: string): string[] | null {
  const key = countryKey(country);
  return key ? Object.keys(PLACES[key]) : null;
}

export function citiesOf(country: string, state: string): string[] | null {
  const key = countryKey(country);
  if (!key) return null;
  const wanted = state.trim().toLowerCase();
  const stateKey = Object.keys(PLACES[key]).find((name) => name.toLowerCase() === wanted);
  return stateKey ? [...PLACES[key][stateKey]] : null;
}
