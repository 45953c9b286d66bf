/** What other modules may use of the site: the confirmation of an account deletion request. */
export { confirmationOf } from './deletion-requests';
