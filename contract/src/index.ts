export * from './accounts';
export * from './constants';
export * from './envelope';
export * from './form';
export * from './messages';
export * from './routes';
export * from './storage-keys';
export * from './tax-id';
