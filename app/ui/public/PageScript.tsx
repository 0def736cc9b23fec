import { useNonce } from "~/ui/nonce";
import source from "./page-script.js?raw";

/** The plain-HTML pages' small inline script (countdown, toasts), with the request's CSP nonce. */
export function PageScript() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}
