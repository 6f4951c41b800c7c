export * from './meta';
export * from './sessions';
