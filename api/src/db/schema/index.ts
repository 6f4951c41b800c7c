export * from './accounts';
export * from './catalog';
export * from './codes';
export * from './geography';
export * from './menus';
export * from './meta';
export * from './roles';
export * from './sessions';
