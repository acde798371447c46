export * from './types';
export * from './front-matter';
export * from './targets';
export * from './import';
export * from './lint';
export * from './sarif';
