export * from './backtest';
export * from './credits';
export * from './decision';
export * from './deposit-pricing';
export * from './listing';
export * from './matcher';
export * from './names';
export * from './prepare-listing';
