/** Consolidated lookups: country labels with dial codes and salutations. */
export const countries = [
  { name: "INDIA", code: "+91" },
  { name: "BANGLADESH", code: "+880" },
  { name: "INDONESIA", code: "+62" },
  { name: "KENYA", code: "+254" },
  { name: "NEPAL", code: "+977" },
  { name: "NIGERIA", code: "+234" },
  { name: "SAUDI ARABIA", code: "+966" },
  { name: "SRI LANKA", code: "+94" },
  { name: "THAILAND", code: "+66" },
  { name: "UNITED ARAB EMIRATES", code: "+971" },
  { name: "UNITED KINGDOM", code: "+44" },
  { name: "UNITED STATES", code: "+1" },
] as const;

export const salutations = ["Mr.", "Ms.", "Mrs.", "Dr."] as const;
