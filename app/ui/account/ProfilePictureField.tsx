import type { UploadView } from "~/upload/rules";
import { FieldErrors } from "../form/Field";
import { checkChoice, useChoiceMessages } from "../form/FileInput";

/**
 * The profile picture on Account Settings (docs/decisions/043): the current one (served by the
 * portal) or the initials, and one file input with the spec's rules as its hint and the server's
 * refusal (the spec's messages) tied to it like every field. With JavaScript a
 * choice is checked at once in the server's words; the server checks it all again.
 */
export function ProfilePictureField({
  src,
  initials,
  upload,
  errors,
}: {
  src: string | null;
  initials: string;
  upload: UploadView;
  errors?: string[];
}) {
  // With JavaScript the size and type are checked when the file is chosen (issue 32 §3).
  const [shown, show] = useChoiceMessages(errors);
  const invalid = Boolean(shown?.length);
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
          {upload.hint}
        </p>
        <input
          id="profile-picture"
          name="profilePicture"
          type="file"
          accept={upload.accept}
          onChange={checkChoice(upload, show)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "profile-picture-hint profile-picture-error" : "profile-picture-hint"}
          className="file-input"
        />
        <FieldErrors id="profile-picture-error" errors={shown} />
      </div>
    </div>
  );
}
