import { useNonce } from "~/ui/nonce";
import source from "./page-script.js?raw";
import validateSource from "./validate-script.js?raw";

/**
 * The plain-HTML pages' small inline script (countdown, toasts), with the request's CSP nonce;
 * `validate` adds validation while typing for the page's `form[data-validate]` (060), in the same
 * script.
 */
export function PageScript({ validate = false }: { validate?: boolean }) {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: validate ? `${source}\n${validateSource}` : source }} />;
}
