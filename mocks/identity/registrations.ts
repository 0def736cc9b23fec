/**
 * Sign-ups completed through the `B2C_1_signup` policy (e-mail verified with a one-time code), kept
 * in memory for the life of the process. They are pending onboarding by an engineer: the address is
 * NOT a demo user and cannot sign in. The upstream mock may list or onboard them.
 */
export const registrations: { email: string; at: string }[] = [];
