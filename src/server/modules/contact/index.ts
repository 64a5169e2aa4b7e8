/** The contact module: messages from the contact page, and the seller's view of them. */
export { ContactRepository } from './contact.repository';
export { CONTACT_RATE_LIMIT } from './contact.routes';
export { registerContact } from './register';
