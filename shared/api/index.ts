export * from './envelope.ts';
export * from './shell.ts';
export * from './content.ts';
export * from './endpoints.ts';
export * from './media.ts';
