import type { Import } from '@wellness/contracts';

/** An import as the API answers it, for tests: a clients file, uploaded, with a clean preview. */
export function fakeImport(overrides: Partial<Import> = {}): Import {
  return {
    id: '6f1c2a4e-1d3b-4c5a-9e8f-0a1b2c3d4e5f',
    kind: 'clients',
    fileName: 'trainerize-export.csv',
    status: 'uploaded',
    format: { type: 'csv', delimiter: ';', encoding: 'windows-1252' },
    headers: ['First Name', 'Last Name', 'Contact', 'Mobile'],
    mapping: {
      columns: [
        { index: 0, header: 'First Name', field: 'firstName' },
        { index: 1, header: 'Last Name', field: 'lastName' },
        { index: 2, header: 'Contact', field: null },
        { index: 3, header: 'Mobile', field: 'phone' },
      ],
    },
    mappingRemembered: false,
    preview: {
      rows: [
        {
          row: 2,
          values: { firstName: 'Emma', lastName: 'Stone', email: 'emma@example.com', phone: '' },
        },
      ],
      problems: [],
      problemRows: 0,
      duplicates: [],
      duplicateRows: 0,
    },
    progress: {
      totalRows: 4,
      rowsDone: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      rejected: 0,
      secondsLeft: null,
    },
    duplicates: 'skip',
    invite: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    error: null,
    ...overrides,
  };
}
