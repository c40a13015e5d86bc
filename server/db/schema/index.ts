export * from './analytics';
export * from './meta';
