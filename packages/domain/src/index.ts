export * from './roles';
export * from './money';
export * from './avatar-url';
export * from './licence';
export * from './two-factor-code';
