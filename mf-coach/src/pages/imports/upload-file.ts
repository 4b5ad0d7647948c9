import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@wellness/contracts';

export const ACCEPTED_FILES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why this file cannot be sent (the server says the same, but only after the upload starts). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return IMPORT_MESSAGES.notCsvOrXlsx;
  if (file.size > IMPORT_LIMITS.maxFileBytes) return IMPORT_MESSAGES.tooLarge;
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  return null;
}

/** "1.2 MB", "830 KB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
