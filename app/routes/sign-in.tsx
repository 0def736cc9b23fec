/** /sign-in is the same page as /login (spec document 1 section 2). */
export { loader, action, meta, default, handle, clientLoader } from "./login";
