/**
 * The admin area's endpoints (the contract's `adminParts`), apart from `api` so that a visitor's first
 * page does not carry them: only the admin screens (and the events admin forms) import this module.
 */
export { adminApi } from 'virtual:api-endpoints/admin';
