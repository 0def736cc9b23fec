/**
 * Icons of the pages' content, not of the shell: kept out of icons.tsx, whose module is in the
 * shell chunk every page loads (vite.config.ts), so pages that never show them do not carry them.
 */
import { Glyph, type IconProps } from "./icons";

export const NextIcon = (p: IconProps) => <Glyph name="next" {...p} />;
export const DownloadIcon = (p: IconProps) => <Glyph name="download" {...p} />;
export const DocumentIcon = (p: IconProps) => <Glyph name="document" {...p} />;
