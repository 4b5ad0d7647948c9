import type {
  ClientStatus,
  ImportField,
  ImportKind,
  ImportMapping,
  ImportProblem,
  LeadStatus,
} from '@wellness/contracts';
import { parseDate } from './parse/dates';
import type { DateOrder } from './parse/dates';
import type { FileRow } from './parse/rows';
import {
  checkClientStatus,
  checkEmail,
  checkLeadStatus,
  checkLongText,
  checkName,
  checkPhone,
  checkSource,
  checkTags,
  splitFullName,
} from './parse/values';
import type { Checked } from './parse/values';

/** A row as it will be stored: the fields its columns fill, checked and normalised. */
export interface ImportRecord {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Clients: ClientStatus; leads: LeadStatus. Null: the kind's default. */
  status: ClientStatus | LeadStatus | null;
  /** `startDate` (clients) or `createdDate` (leads), as YYYY-MM-DD. */
  date: string | null;
  goals: string | null;
  tags: string[];
  source: string | null;
}

/** How a file's rows are read: what was found at upload, and the coach's mapping. */
export interface RowReading {
  kind: ImportKind;
  type: 'csv' | 'xlsx';
  headerLength: number;
  mapping: ImportMapping;
  /** The order of each date column's numeric dates (by column index; absent: day first). */
  dateOrders: Record<number, DateOrder>;
}

export type RowCheck =
  { ok: true; record: ImportRecord } | { ok: false; problems: ImportProblem[] };

/**
 * One row under a mapping: the record it makes, or every problem it has (its row number, the
 * field, and why). A CSV row with more or fewer cells than the header is one problem, for the whole
 * row: its cells cannot be trusted to be in their columns.
 */
export function checkRow(reading: RowReading, { row, cells }: FileRow): RowCheck {
  if (reading.type === 'csv' && cells.length !== reading.headerLength)
    return {
      ok: false,
      problems: [
        {
          row,
          field: 'row',
          reason: `This row has ${cells.length} columns, the header has ${reading.headerLength}`,
        },
      ],
    };
  const cellOf = new Map<ImportField, { value: string; index: number }>();
  for (const column of reading.mapping.columns)
    if (column.field)
      cellOf.set(column.field as ImportField, {
        value: cells[column.index] ?? '',
        index: column.index,
      });
  const raw = (field: ImportField) => cellOf.get(field)?.value.trim() ?? '';
  const problems: ImportProblem[] = [];
  const take = <T>(field: ImportField, checked: Checked<T>, fallback: T): T => {
    if (checked.ok) return checked.value;
    problems.push({ row, field, reason: checked.reason });
    return fallback;
  };
  const optional = <T>(field: ImportField, check: (value: string) => Checked<T>, empty: T): T =>
    raw(field) ? take(field, check(raw(field)), empty) : empty;

  const fullName = splitFullName(raw('name'));
  const nameField = (field: 'firstName' | 'lastName', label: string) =>
    cellOf.has(field) || !cellOf.has('name')
      ? take(field, checkName(raw(field), label), '')
      : take('name', checkName(fullName[field], label), '');

  const dateField: ImportField = reading.kind === 'clients' ? 'startDate' : 'createdDate';
  const dateCell = cellOf.get(dateField);
  const record: ImportRecord = {
    email: take('email', checkEmail(raw('email')), ''),
    firstName: nameField('firstName', 'First name'),
    lastName: nameField('lastName', 'Last name'),
    phone: optional('phone', checkPhone, null),
    status: optional<ClientStatus | LeadStatus | null>(
      'status',
      reading.kind === 'clients' ? checkClientStatus : checkLeadStatus,
      null,
    ),
    date: optional(
      dateField,
      (value) => {
        const day = parseDate(value, reading.dateOrders[dateCell!.index] ?? 'dmy');
        return day ? { ok: true, value: day } : { ok: false, reason: `"${value}" is not a date` };
      },
      null,
    ),
    goals: optional('goals', (value) => checkLongText(value, 'Goals'), null),
    tags: optional('tags', checkTags, []),
    source: optional('source', checkSource, null),
  };
  if (record.goals === '') record.goals = null;
  return problems.length ? { ok: false, problems } : { ok: true, record };
}

/** A record as the preview shows it: field → the value stored (empty fields left out). */
export function recordValues(record: ImportRecord, kind: ImportKind): Record<string, string> {
  const values: Record<string, string> = {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
  };
  if (record.phone) values.phone = record.phone;
  if (record.status) values.status = record.status;
  if (record.date) values[kind === 'clients' ? 'startDate' : 'createdDate'] = record.date;
  if (record.goals) values.goals = record.goals;
  if (record.tags.length) values.tags = record.tags.join(', ');
  if (record.source) values.source = record.source;
  return values;
}

/** The problems of a rejected row as one reason (the rejected-rows CSV's last column). */
export const reasonOf = (problems: ImportProblem[]) =>
  problems.map((problem) => problem.reason).join('; ');
