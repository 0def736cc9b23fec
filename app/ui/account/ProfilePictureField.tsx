import { pictureHref } from "~/domain/profile-picture";
import type { UploadView } from "~/upload/rules";
import { FileInput } from "../form/FileInput";

/**
 * The profile picture on Account Settings (docs/decisions/043): the current one (served by the
 * portal) or the initials, and one file input with the spec's rules as its hint. The server checks
 * everything again; with JavaScript a file over 250KB is let go at once with the spec's message.
 */
export function ProfilePictureField({
  version,
  initials,
  upload,
  errors,
}: {
  version: string | null;
  initials: string;
  upload: UploadView;
  errors?: string[];
}) {
  return (
    <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 pb-4">
      {version ? (
        <img src={pictureHref(version)} alt="Your profile picture" width={72} height={72} className="h-18 w-18 shrink-0 rounded-full bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-18 w-18 shrink-0 items-center justify-center rounded-full bg-brand-blue-dark text-xl font-semibold text-white">
          {initials}
        </span>
      )}
      <div className="min-w-0 flex-1 basis-56">
        <FileInput id="profile-picture" name="profilePicture" label="Profile picture" upload={upload} errors={errors} multiple={false} />
      </div>
    </div>
  );
}
