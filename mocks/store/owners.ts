/** Thermax-side people who own orders, cases and contracts. */
export const owners = [
  { id: "OWN-01", name: "Suresh Bhat", email: "suresh.bhat@thermax.test", phone: "+919822000101" },
  { id: "OWN-02", name: "Lata Deshmukh", email: "lata.deshmukh@thermax.test", phone: "+919822000102" },
  { id: "OWN-03", name: "Imran Shaikh", email: "imran.shaikh@thermax.test", phone: "+919822000103" },
  { id: "OWN-04", name: "Gauri Kale", email: "gauri.kale@thermax.test", phone: "+919822000104" },
] as const;
