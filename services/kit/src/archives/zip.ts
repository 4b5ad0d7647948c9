// The ZIP side of archives: writing one (crm's assembly) and reading, verifying and restoring one
// (`npm run restore`). Apart from the kit index, so the services never load archiver or zip.js.
export * from './zip-writer';
export * from './zip-reader';
export * from './verify';
export * from './restore';
