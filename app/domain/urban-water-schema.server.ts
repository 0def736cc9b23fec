import { z } from "zod";
import { indianMobile } from "./patterns";
import { URBAN_WATER_LIMITS as LIMITS, URBAN_WATER_MESSAGES as M, URBAN_WATER_PATTERNS as P } from "./urban-water";

/** One message per field whatever is wrong with it (the spec gives one for each). */
const text = (message: string, max: number, pattern?: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v.length >= 1 && v.length <= max && (!pattern || pattern.test(v)), message);

/** The urban-water form, validated on the server (zod stays out of the browser). */
export const urbanWaterSchema = z.object({
  name: text(M.name, LIMITS.name, P.name),
  email: text(M.email, LIMITS.email, P.email),
  // As people write it: its 10 digits are checked and sent (issue 40 §4, decision 087).
  mobileNumber: z
    .string({ error: M.mobileNumber })
    .trim()
    .transform(indianMobile)
    .refine((v) => v.length <= LIMITS.mobileNumber && P.mobileNumber.test(v), M.mobileNumber),
  pinCode: text(M.pinCode, LIMITS.pinCode, P.pinCode),
  buildingName: text(M.buildingName, LIMITS.buildingName, P.buildingName),
  captchaAnswer: text(M.captchaAnswer, LIMITS.captchaAnswer),
});

export type UrbanWaterLead = z.infer<typeof urbanWaterSchema>;
