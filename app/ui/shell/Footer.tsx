import { Link } from "@remix-run/react";
import { MailIcon, PhoneIcon } from "../icons";
import { LiteSwitch } from "../lite/LiteSwitch";
import { Copyright } from "./CopyrightLine";
import type { ShellData } from "~/domain/shell";

const link = "text-brand-blue-dark underline-offset-2 hover:underline";

/** The contact details come from the shell's loader (ShellData.helpline): no words of them in the script. */
export function Footer({ helpline }: { helpline: ShellData["helpline"] }) {
  return (
    <footer className="border-t border-gray-200 bg-white px-4 py-6 text-sm sm:px-6">
      <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <h2 id="footer-contact" className="mb-2 font-semibold">
            Contact us
          </h2>
          <p className="flex items-center gap-2">
            <PhoneIcon className="h-4 w-4" />
            <span>
              Helpline:{" "}
              <a className={link} href={`tel:${helpline.phone.replace(/[^\d+]/g, "")}`}>
                {helpline.phone}
              </a>
            </span>
          </p>
          <p className="text-gray-600">{helpline.hours}</p>
          <p className="mt-1 flex items-center gap-2">
            <MailIcon className="h-4 w-4" />
            <a className={link} href={`mailto:${helpline.email}`}>
              {helpline.email}
            </a>
          </p>
        </div>
        <div>
          <h2 id="footer-social" className="mb-2 font-semibold">
            Follow us
          </h2>
          <ul className="flex flex-col gap-1">
            {helpline.social.map((s) => (
              <li key={s.label}>
                <a className={link} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="md:col-span-2">
          <h2 id="footer-offices" className="mb-2 font-semibold">
            Offices
          </h2>
          {helpline.offices.map((o) => (
            <address key={o} className="mb-1 not-italic">
              {o}
            </address>
          ))}
        </div>
      </div>
      <div className="shell-footer">
        <Copyright />
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          <li>
            <Link className={link} to="/privacy-policy">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link className={link} to="/terms-of-service">
              Terms of Service
            </Link>
          </li>
          <li>
            {/* Lite mode (docs/decisions/057): a form, so it works without JavaScript. */}
            <LiteSwitch buttonClassName={link} />
          </li>
        </ul>
      </div>
    </footer>
  );
}
