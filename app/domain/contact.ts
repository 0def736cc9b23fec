/** Fixed contact details of the footer and public pages (the helpline number and e-mail come from env). */
export const SUPPORT_HOURS = "Monday to Friday, 09:00 to 18:00 IST";

export const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/thermax-limited" },
  { label: "YouTube", href: "https://www.youtube.com/@ThermaxGlobal" },
  { label: "Facebook", href: "https://www.facebook.com/ThermaxGlobal" },
  { label: "Twitter/X", href: "https://x.com/thermaxglobal" },
] as const;

export const OFFICES = [
  "Thermax Limited, D-13, MIDC Industrial Area, R.D. Aga Road, Chinchwad, Pune 411 019, India",
  "Thermax House, 14 Mumbai-Pune Road, Wakdewadi, Pune 411 003, India",
] as const;
