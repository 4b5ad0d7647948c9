import { IMPORT_FIELDS, IMPORT_MESSAGES } from '@wellness/contracts';
import { newestFirst } from './api';
import { percentDone, timeLeftText, wizardStep } from './import-status';
import { fakeImport } from './import-fixture';
import { mappingErrors, sameMapping, setColumnField, unmappedFields } from './mapping';
import { fileProblem, fileSizeText } from './upload-file';
import { countsText } from './ImportTable';

describe('wizard steps', () => {
  it('puts a started import on its progress and a finished one on its summary, whatever the URL says', () => {
    expect(wizardStep(undefined, 'preview')).toBe('file');
    expect(wizardStep({ status: 'uploaded' }, null)).toBe('mapping');
    expect(wizardStep({ status: 'uploaded' }, 'preview')).toBe('preview');
    expect(wizardStep({ status: 'uploaded' }, 'nonsense')).toBe('mapping');
    for (const status of ['queued', 'running', 'cancelling'] as const)
      expect(wizardStep({ status }, 'preview')).toBe('progress');
    for (const status of ['done', 'cancelled', 'failed'] as const)
      expect(wizardStep({ status }, 'preview')).toBe('summary');
  });
});

describe('progress', () => {
  const progress = fakeImport().progress;
  it('counts rows done as a whole percentage, never over 100, 0 while the total is unknown', () => {
    expect(percentDone({ ...progress, totalRows: 3, rowsDone: 2 })).toBe(66);
    expect(percentDone({ ...progress, totalRows: 3, rowsDone: 5 })).toBe(100);
    expect(percentDone({ ...progress, totalRows: 0, rowsDone: 0 })).toBe(0);
  });
  it('says the time left in rounded words', () => {
    expect(timeLeftText(null)).toBeNull();
    expect(timeLeftText(12)).toBe('Less than a minute left');
    expect(timeLeftText(90)).toBe('About 2 minutes left');
    expect(timeLeftText(60)).toBe('About 1 minute left');
    expect(timeLeftText(3 * 3600 + 600)).toBe('About 3 hours 10 min left');
    expect(timeLeftText(3600)).toBe('About 1 hour left');
  });
});

describe('mapping', () => {
  const { mapping } = fakeImport();
  it('asks for the email column, and names the field two columns fill', () => {
    expect(mappingErrors(mapping)).toEqual({ _: IMPORT_MESSAGES.emailNotMapped });
    const fixed = setColumnField(mapping, 2, 'email');
    expect(mappingErrors(fixed)).toEqual({});
    const twice = setColumnField(fixed, 3, 'email');
    expect(mappingErrors(twice)).toEqual({
      2: IMPORT_MESSAGES.fieldMappedTwice('Email'),
      3: IMPORT_MESSAGES.fieldMappedTwice('Email'),
    });
  });
  it('ignores a column set to "Don’t import", and lists the fields nothing fills', () => {
    const ignored = setColumnField(mapping, 3, '');
    expect(ignored.columns[3]).toEqual({ index: 3, header: 'Mobile', field: null });
    expect(unmappedFields('clients', ignored)).toEqual(
      IMPORT_FIELDS.clients.filter((f) => f !== 'firstName' && f !== 'lastName'),
    );
    expect(sameMapping(mapping, ignored)).toBe(false);
    expect(sameMapping(mapping, setColumnField(mapping, 3, 'phone'))).toBe(true);
  });
});

describe('files', () => {
  it('refuses what the server would refuse before sending it', () => {
    expect(fileProblem({ name: 'clients.CSV', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'clients.xlsx', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'clients.pdf', size: 10 })).toBe(IMPORT_MESSAGES.notCsvOrXlsx);
    expect(fileProblem({ name: 'big.csv', size: 51 * 1024 * 1024 })).toBe(IMPORT_MESSAGES.tooLarge);
    expect(fileProblem({ name: 'empty.csv', size: 0 })).toBe(IMPORT_MESSAGES.empty);
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('the list of imports', () => {
  it('is newest first and shows only the counts that are not zero', () => {
    const older = fakeImport({ id: 'a', createdAt: '2026-11-01T10:00:00Z' });
    const newer = fakeImport({ id: 'b', createdAt: '2026-11-20T10:00:00Z' });
    expect(newestFirst([older, newer]).map((i) => i.id)).toEqual(['b', 'a']);
    const progress = { ...older.progress, created: 1200, rejected: 3 };
    expect(countsText({ progress })).toBe('1,200 created · 3 rejected');
    expect(countsText({ progress: { ...older.progress, totalRows: 40 } })).toBe('40 rows');
  });
});
