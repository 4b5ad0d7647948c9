export * from './infrastructure';
export * from './identities';
export * from './wait';
