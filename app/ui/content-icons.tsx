/**
 * Icons of the pages' content, not of the shell: kept out of icons.tsx, whose module is in the
 * shell chunk every page loads (vite.config.ts), so pages that never show them do not carry them.
 */
import { Icon, type IconProps } from "./icons";

export const NextIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);
export const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
  </Icon>
);
