export * from './errors';
export * from './csgoroll';
export * from './steam';
export * from './connectors';
export * from './captcha';
