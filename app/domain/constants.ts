/** Business constants from the spec (document 1 section 9, document 3 section 9) used on both sides. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const COMPANY_PAGE_SIZE = 15;
