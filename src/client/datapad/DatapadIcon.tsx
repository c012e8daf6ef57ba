import { iconPaths, type IconName } from './iconPaths';

export interface DatapadIconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
}

/** A decorative line icon; the control around it carries the accessible name. */
export function DatapadIcon({ name, size = 20, className }: DatapadIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
