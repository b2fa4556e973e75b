/** Dutch notation for the file list: '45 bytes', '1,2 MB' and 'dd-MM-yyyy HH:mm'. */
import { formatDateTimeNl } from "@core/shared/format-date";

const units = ["KB", "MB", "GB"] as const;

/** '1 byte', '45 bytes', '1,5 KB', '684 KB', '1,2 MB', '50 MB': at most one decimal, no trailing ',0'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes.toLocaleString("nl-NL")} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value >= 100 ? 0 : 1;
  return `${value.toLocaleString("nl-NL", { maximumFractionDigits: digits })} ${units[unit]}`;
}

export function formatUploadedAt(iso: string): string {
  return formatDateTimeNl(iso);
}
