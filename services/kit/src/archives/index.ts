// The ZIP writer and reader (archiver, zip.js) are imported from '@wellness/kit/src/archives/zip'
// by the code that assembles or restores archives, so the services never load them.
export * from './types';
export * from './sql';
export * from './filters';
export * from './dump-table';
export * from './load-table';
export * from './write-part';
export * from './part-events';
