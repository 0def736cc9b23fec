import { FieldErrors } from "../form/Field";

/**
 * The profile picture on Account Settings (docs/decisions/043): the current one (served by the
 * portal) or the initials, and one file input with the spec's rules as its hint and the server's
 * refusal (the spec's messages) tied to it like every field. No script: the server checks it all.
 */
export function ProfilePictureField({
  src,
  initials,
  hint,
  accept,
  errors,
}: {
  src: string | null;
  initials: string;
  hint: string;
  accept: string;
  errors?: string[];
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 pb-4">
      {src ? (
        <img src={src} alt="Your profile picture" width={72} height={72} className="h-18 w-18 shrink-0 rounded-full bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-18 w-18 shrink-0 items-center justify-center rounded-full bg-brand-blue-dark text-xl font-semibold text-white">
          {initials}
        </span>
      )}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="profile-picture" className="field-label">
          Profile picture
        </label>
        <p id="profile-picture-hint" className="text-xs text-ink/70">
          {hint}
        </p>
        <input
          id="profile-picture"
          name="profilePicture"
          type="file"
          accept={accept}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "profile-picture-hint profile-picture-error" : "profile-picture-hint"}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 aria-[invalid=true]:border-red-700"
        />
        <FieldErrors id="profile-picture-error" errors={errors} />
      </div>
    </div>
  );
}
