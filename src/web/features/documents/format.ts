/** Dutch notation for the file list: '1,2 MB' and 'dd-MM-yyyy HH:mm'. */
import { format } from "date-fns";

const units = ["B", "KB", "MB", "GB"] as const;

export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString("nl-NL", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`;
}

export function formatUploadedAt(iso: string): string {
  return format(new Date(iso), "dd-MM-yyyy HH:mm");
}
