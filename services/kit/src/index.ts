// Files and images (sharp, the AWS SDK) are imported from '@wellness/kit/src/files' and
// '@wellness/kit/src/images' by the services that store files, so the others never load them.
export * from './config';
export * from './logger';
export * from './errors';
export * from './identity';
export * from './prisma';
export * from './redis';
export * from './lifecycle';
export * from './http/app';
export * from './http/context';
export * from './http/guards';
export * from './http/json-text';
export * from './http/health';
export * from './http/request-context';
export * from './http/forwarded';
export * from './events/envelope';
export * from './events/outbox';
export * from './events/listen-sweep';
export * from './events/relay';
export * from './events/consumer';
export * from './events/queues';
export * from './runtime';
export * from './rate-limit';
export * from './demo-data';
export * from './timeout';
export * from './zoned-time';
export * from './http/upload';
