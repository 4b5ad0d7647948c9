import type { EventPayload } from '@wellness/contracts';

/** Who a client export is about (the `archive.requested` event's subject). */
export type ArchiveSubject = NonNullable<EventPayload<'archive.requested'>['subject']>;
export type ArchiveKind = EventPayload<'archive.requested'>['kind'];
export type ArchivePartService = EventPayload<'archive.part_ready'>['service'];
/** What a service reports of its part (`archive.part_ready`). */
export type ArchivePartEntity = EventPayload<'archive.part_ready'>['entities'][number];

/** A SQL condition with `$1`, `$2` … placeholders and their values. */
export interface SqlCondition {
  text: string;
  values: unknown[];
}

/** One table of a service, as its archive part writes it and a restore loads it. */
export interface ArchiveEntity {
  /** The entity's name in the archive (`data/<service>/<name>.jsonl`). */
  name: string;
  table: string;
  /** Rows are written in this order, so equal data gives equal bytes: the primary key unless given. */
  orderBy?: readonly string[];
  /** Rows outside this condition are never archived, nor counted or cleared by a restore (say, the
   * custom foods beside the ones the migrations load). */
  scope?: string;
  /** Her rows, for a client export; without it the entity is left out of client exports. */
  clientFilter?: (subject: ArchiveSubject) => SqlCondition;
  /** Columns holding secrets (password hashes, tokens): left out of a client export. */
  secretColumns?: readonly string[];
  /** Columns the system recomputes (cache versions moved by triggers): never archived. */
  derivedColumns?: readonly string[];
}

/** A table the system rebuilds from the archived ones: emptied before a restore, then rebuilt. */
export interface DerivedTable {
  table: string;
  why: string;
  /** SQL run after the load; none when triggers rebuild it as the rows go in, or reads do. */
  rebuild?: string;
}

/** What one service archives, in restore order (a table before the tables that refer to it). */
export interface ArchivePartSpec {
  service: ArchivePartService;
  entities: readonly ArchiveEntity[];
  derived: readonly DerivedTable[];
  /** Tables deliberately left out (sessions, tokens, the event tables), with the reason. */
  notArchived: readonly { table: string; why: string }[];
}
