export * from './endpoint';
export * from './errors';
export * from './health';
export * from './public-config';
