export * from './endpoint';
export * from './errors';
export * from './health';
export * from './public-config';
export * from './auth';
export * from './two-factor';
export * from './users';
