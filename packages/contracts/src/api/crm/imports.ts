import { z } from 'zod';
import { text } from '../text';

/**
 * Bulk import (crm, `/import` and `/bulk-import`): the coach uploads a CSV or XLSX file of clients
 * or of leads, checks the detected column mapping and a preview, then starts the import, which
 * runs as a job with live progress, can be cancelled and resumes from its checkpoint if its worker
 * dies. Importing the same file again creates nothing new.
 */

export const IMPORT_LIMITS = {
  /** The largest file accepted, in bytes (50 MB): beyond it, 413 before the rest is read. */
  maxFileBytes: 50 * 1024 * 1024,
  /** The most data rows a file may carry (100,000): beyond it, 413. */
  maxRows: 100_000,
  /** How many rows the preview shows as they will be stored. */
  previewRows: 10,
  /** How many problems the preview lists (the rejected-rows CSV has them all). */
  previewProblems: 200,
} as const;

export const IMPORT_KINDS = ['clients', 'leads'] as const;
export const importKindSchema = z.enum(IMPORT_KINDS, { error: 'Choose clients or leads' });
export type ImportKind = z.infer<typeof importKindSchema>;

/**
 * The fields a column can fill, per kind. `email`, `firstName` and `lastName` are needed; `name`
 * (a full name, as some exports have it) gives the first and last names not mapped on their own.
 */
export const IMPORT_FIELDS = {
  clients: [
    'firstName',
    'lastName',
    'name',
    'email',
    'phone',
    'status',
    'startDate',
    'goals',
    'tags',
  ],
  leads: ['firstName', 'lastName', 'name', 'email', 'phone', 'status', 'createdDate', 'source'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  startDate: 'Start date',
  goals: 'Goals',
  tags: 'Tags',
  createdDate: 'Date enquired',
  source: 'Source',
};

/**
 * A mapping: for each column of the file (by its index), the field it fills, or null to ignore it.
 * A field may be filled by one column at most, and `email` must be mapped.
 */
export const importMappingSchema = z.object({
  columns: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      header: text({ label: 'Column header', max: 500, trim: false }),
      field: text({ label: 'Field', max: 50 }).nullable(),
    }),
  ),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** What to do with a row whose email is already a client (or lead), or earlier in the file. */
export const IMPORT_DUPLICATE_POLICIES = ['skip', 'fill_empty'] as const;
export const importDuplicatePolicySchema = z.enum(IMPORT_DUPLICATE_POLICIES, {
  error: 'Choose skip, or fill in empty fields only',
});

/** PUT /api/imports/:id/mapping */
export const importMappingRequestSchema = z.object({
  mapping: importMappingSchema,
  /** Keep this mapping for the next file with the same headers. */
  remember: z.boolean().default(false),
});
export type ImportMappingRequest = z.input<typeof importMappingRequestSchema>;

/** POST /api/imports/:id/start */
export const importStartRequestSchema = z.object({
  duplicates: importDuplicatePolicySchema.default('skip'),
  /** Clients only: invite each imported client to create her account (throttled emails). */
  invite: z.boolean().default(false),
  /**
   * The preview found rows with problems: the coach continues knowingly (they are rejected and
   * listed in the rejected-rows CSV). Without it, a file with problems is not started (409).
   */
  acceptProblems: z.boolean().default(false),
});
export type ImportStartRequest = z.input<typeof importStartRequestSchema>;

export const importProblemSchema = z.object({
  /** The row's number as the coach sees it in her spreadsheet (the header is row 1). */
  row: z.number().int().positive(),
  /** The field (or "row" for a whole-row problem such as a wrong number of columns). */
  field: z.string(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importDuplicateSchema = z.object({
  row: z.number().int().positive(),
  email: z.string(),
  /** `file`: an earlier row of the file has it; `existing`: already a client (or lead). */
  against: z.enum(['file', 'existing']),
  name: z.string(),
});

export const IMPORT_STATUSES = [
  'uploaded',
  'queued',
  'running',
  'cancelling',
  'cancelled',
  'done',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importProgressSchema = z.object({
  totalRows: z.number().int().nonnegative(),
  rowsDone: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** Estimated seconds left while running; null when unknown or finished. */
  secondsLeft: z.number().nonnegative().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** An import, as POST /api/imports and GET /api/imports/:id answer. */
export const importSchema = z.object({
  id: z.uuid(),
  kind: importKindSchema,
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** The file's delimiter and encoding as detected ("," / ";" / "\t"; "utf-8" / "windows-1252"). */
  format: z.object({
    type: z.enum(['csv', 'xlsx']),
    delimiter: z.string().nullable(),
    encoding: z.string().nullable(),
  }),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  /** The mapping came from one the coach saved for these headers. */
  mappingRemembered: z.boolean(),
  preview: z.object({
    /** The first rows as they will be stored (field → value). */
    rows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
    problems: z.array(importProblemSchema),
    /** How many rows have a problem in all (`problems` lists the first ones). */
    problemRows: z.number().int().nonnegative(),
    duplicates: z.array(importDuplicateSchema),
    duplicateRows: z.number().int().nonnegative(),
  }),
  progress: importProgressSchema,
  duplicates: importDuplicatePolicySchema,
  invite: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why it failed, in words the coach can act on. */
  error: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importListSchema = z.object({
  items: z.array(importSchema.omit({ preview: true, headers: true, mapping: true })),
});
export type ImportList = z.infer<typeof importListSchema>;

export const IMPORT_MESSAGES = {
  notCsvOrXlsx: 'Upload a CSV or an Excel (.xlsx) file',
  tooLarge: 'The file is over 50 MB: split it into smaller files',
  tooManyRows: 'The file has more than 100,000 rows: split it into smaller files',
  empty: 'The file has no rows under its header',
  noFile: 'Choose a file to upload',
  emailNotMapped: 'Choose the column that holds the email address',
  fieldMappedTwice: (label: string) => `Two columns are mapped to ${label}: choose one`,
  unknownField: (field: string) => `There is no field called ${field}`,
  problemsNotAccepted:
    'Some rows have problems: fix the file, or continue and those rows will be rejected',
  notStartable: 'This import has already started',
  notCancellable: 'This import has finished and cannot be cancelled',
  notFound: 'That import was not found',
} as const;
