export * from './accounts';
export * from './codes';
export * from './menus';
export * from './meta';
export * from './sessions';
