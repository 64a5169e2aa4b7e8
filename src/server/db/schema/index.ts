export * from './products';
export * from './contact-messages';
