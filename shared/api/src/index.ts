export * from './contract';
export * from './client';
