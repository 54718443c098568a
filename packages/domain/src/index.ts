export * from './roles';
export * from './money';
