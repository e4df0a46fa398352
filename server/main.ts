/**
 * Production entry: `npm start` (after `npm run build`). React picks its development or
 * production build when first imported, so NODE_ENV is settled here, before anything
 * imports React (static imports would run first).
 */
process.env.NODE_ENV ??= 'production';
await import('./prod.ts');
