import { Link } from "@remix-run/react";
import type { AdminActions } from "~/domain/admin";
import { StatusChip } from "../StatusChip";

export interface UserRowData {
  userId: string;
  name: string;
  email: string;
  designation: string;
  profile: string;
  status: string;
  restrictedCount: number;
  actions: AdminActions;
}

const ACTION = "rounded px-2 py-1 text-sm font-medium text-brand-blue-dark underline-offset-2 hover:bg-slate-100 hover:underline";

/** One user of the company list with the per-user actions, each a link to its route dialog. */
export function UserRow({ user, base, returnTo }: { user: UserRowData; base: string; returnTo: string }) {
  const to = (action: string, extra = "") => `${base}/users/${encodeURIComponent(user.userId)}/${action}?${extra}returnTo=${encodeURIComponent(returnTo)}`;
  const a = user.actions;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words">{user.name}</p>
          <p className="text-sm break-all text-ink/80">{user.email}</p>
          <p className="text-sm text-ink/70">
            {user.profile}
            {user.designation ? ` · ${user.designation}` : ""}
            {user.restrictedCount ? ` · ${user.restrictedCount} asset${user.restrictedCount === 1 ? "" : "s"} removed` : ""}
          </p>
        </div>
        <StatusChip status={user.status} />
      </div>
      <ul aria-label={`Actions for ${user.name}`} className="mt-2 flex flex-wrap gap-1">
        {a.edit ? (
          <li>
            <Link to={to("edit")} className={ACTION}>
              Edit
            </Link>
          </li>
        ) : null}
        {a.resetPassword ? (
          <li>
            <Link to={to("reset-password")} className={ACTION}>
              Resend invitation
            </Link>
          </li>
        ) : null}
        {a.status.map((s) => (
          <li key={s.to}>
            <Link to={to("status", `to=${s.to}&`)} className={ACTION}>
              {s.label}
            </Link>
          </li>
        ))}
        {a.restrictAssets ? (
          <li>
            <Link to={to("assets")} className={ACTION}>
              Remove asset access
            </Link>
          </li>
        ) : null}
        {a.delete ? (
          <li>
            <Link to={to("delete")} className={`${ACTION} text-brand-red`}>
              Delete
            </Link>
          </li>
        ) : null}
        {a.loginAs ? (
          <li>
            <Link to={to("login-as")} className={ACTION}>
              Login as user
            </Link>
          </li>
        ) : null}
      </ul>
    </li>
  );
}
