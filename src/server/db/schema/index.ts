export * from './products';
export * from './contact-messages';
export * from './auth';
export * from './product-changes';
export * from './orders';
export * from './sign-in-guard';
export * from './settings';
export * from './staff';
