/** What other modules may use of media: removing a file no longer in use. */
export { deleteUnlessUsed } from './in-use';
