export * from './analytics';
export * from './meta';
export * from './accounts';
export * from './buddy';
export * from './resources';
export * from './forum';
export * from './messages';
export * from './donations';
