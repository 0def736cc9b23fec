import { dateDays } from "./prng";
import { PRODUCT_FAMILY } from "./types";

/**
 * The maker's offers (spec document 3 section 7: getOffers, getOfferById, enquiryByOffer). The
 * same offers for every customer. Validity is judged against the real clock by the handlers: the
 * open ones run for years from the reference date, OFR-0007 ended before it and OFR-0008 starts
 * long after it (neither is listed; both open by id, as from an old or early e-mail link).
 */
export interface Offer {
  id: string;
  name: string;
  description: string;
  /** The discount the offer gives, sent back with an enquiry by offer. */
  discountName: string;
  productFamily: string;
  validFrom: string;
  validTo: string;
  terms: string | null;
}

/** An enquiry sent by offer (what the upstream received), with the ticket it opened. */
export interface OfferEnquiry {
  enquiryId: string;
  offerId: string;
  discountName: string;
  userId: string;
  accountId: string;
  details: string;
  ticketNumber: string;
  createdDate: string;
}

export function seedOffers(): Offer[] {
  return [
    {
      id: "OFR-0001",
      name: "Boiler health check season",
      description:
        "A full health check of your steam boiler by a Thermax engineer: pressure parts, refractory, burner tuning and a written report with the next steps.",
      discountName: "20% off the health check",
      productFamily: PRODUCT_FAMILY.HEATING,
      validFrom: dateDays(-60),
      validTo: dateDays(520),
      terms: "One health check per boiler. Travel within 100 km of a Thermax service centre included.",
    },
    {
      id: "OFR-0002",
      name: "Chiller efficiency upgrade",
      description: "Retrofit kits that bring older vapour absorption machines closer to today's efficiency: new spray nozzles, a purge unit and controls.",
      discountName: "15% off retrofit kits",
      productFamily: PRODUCT_FAMILY.COOLING,
      validFrom: dateDays(-30),
      validTo: dateDays(400),
      terms: "For machines commissioned before 2020.",
    },
    {
      id: "OFR-0003",
      name: "Membrane replacement bundle",
      description: "Replace the membranes of your water treatment plant together with a cleaning-in-place service and a performance audit.",
      discountName: "Free performance audit",
      productFamily: PRODUCT_FAMILY.WATER,
      validFrom: dateDays(-10),
      validTo: dateDays(450),
      terms: null,
    },
    {
      id: "OFR-0004",
      name: "AMC early renewal",
      description: "Renew your annual maintenance contract before it ends and keep your visits on the same schedule.",
      discountName: "10% off the renewal",
      productFamily: PRODUCT_FAMILY.HEATING,
      validFrom: dateDays(-90),
      validTo: dateDays(610),
      terms: "For contracts ending within the next 90 days.",
    },
    {
      id: "OFR-0005",
      name: "Bag filter spares pack",
      description: "A season's worth of filter bags, cages and solenoid valves for your bag filter, delivered together.",
      discountName: "Free delivery",
      productFamily: PRODUCT_FAMILY.ENVIRO,
      validFrom: dateDays(-45),
      validTo: dateDays(700),
      terms: null,
    },
    {
      id: "OFR-0006",
      name: "Fired heater tune-up",
      description: "Burner tuning, tube inspection and an efficiency test for fired heaters and waste heat recovery boilers.",
      discountName: "Efficiency test at no charge",
      productFamily: PRODUCT_FAMILY.TBWES,
      validFrom: dateDays(-5),
      validTo: dateDays(380),
      terms: "Booked at least two weeks ahead.",
    },
    {
      id: "OFR-0007",
      name: "Monsoon readiness check",
      description: "A pre-monsoon check of cooling towers and pumps.",
      discountName: "25% off the readiness check",
      productFamily: PRODUCT_FAMILY.COOLING,
      validFrom: dateDays(-160),
      validTo: dateDays(-40),
      terms: null,
    },
    {
      id: "OFR-0008",
      name: "Summer cooling tower service",
      description: "Fill, drift eliminators and fan balancing before the summer peak.",
      discountName: "12% off the service",
      productFamily: PRODUCT_FAMILY.COOLING,
      validFrom: dateDays(3000),
      validTo: dateDays(3100),
      terms: null,
    },
  ];
}
