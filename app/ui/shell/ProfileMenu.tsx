import { Form, Link } from "@remix-run/react";
import type { ShellUser } from "./types";

/** The profile menu: a native <details>, so it opens and closes without JavaScript. */
export function ProfileMenu({ user }: { user: ShellUser }) {
  return (
    <details className="group relative">
      <summary className="flex list-none items-center rounded-full [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-blue-dark text-sm font-semibold text-white"
        >
          {user.initials}
        </span>
        <span className="sr-only">Profile menu for {user.fullName}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-gray-200 bg-white p-4 shadow-lg">
        <p className="font-semibold">{user.fullName}</p>
        <p className="text-gray-600">
          {user.salutation} {user.lastName}
        </p>
        {user.title ? <p className="text-gray-600">{user.title}</p> : null}
        <ul className="mt-3 flex flex-col gap-1 border-t border-gray-200 pt-3">
          <li>
            <Link to="/account-settings" className="block rounded px-2 py-1.5 hover:bg-gray-100">
              Account Settings
            </Link>
          </li>
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="w-full rounded px-2 py-1.5 text-left text-brand-red hover:bg-gray-100">
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
