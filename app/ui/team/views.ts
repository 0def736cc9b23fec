/** What the invite form shows of the e-mail check (built by forms/team-invite.server). */
export interface EmailCheck {
  email: string;
  /** The message to show on the field, or null when the address can be invited. */
  error: string | null;
}

