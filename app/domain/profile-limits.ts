/** Edit-profile field limits (spec document 1 section 5). No zod here: the browser bundle imports this. */
export const PROFILE_LIMITS = {
  firstName: 30,
  middleName: 30,
  lastName: 30,
  department: 100,
  designation: 100,
  state: 50,
  city: 50,
  mobilePhone: 10,
} as const;
