/** Admin user form limits (spec document 3 section 9). No zod: the browser bundle imports this. */
export const ADMIN_USER_LIMITS = { firstName: 30, lastName: 30, email: 50, mobilePhone: 10, designation: 100 } as const;
export const SALUTATIONS = ["Mr.", "Ms.", "Mrs.", "Dr."] as const;
