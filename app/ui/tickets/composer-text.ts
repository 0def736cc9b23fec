/** The thread composer's placeholder (spec document 2 section 4.3), shared by both editors. */
export const PLACEHOLDER = "Please describe your query here...";
