declare module 'virtual:api-endpoints' {
  import type { AdminPart, Contract } from '@shared/api/contract';
  import type { ClientContract } from '@shared/api/endpoint';
  /** The contract's endpoints without their schemas, but for the admin area's (scripts/vite-plugin-api-endpoints.ts). */
  export const api: ClientContract<Omit<Contract, AdminPart>>;
}

declare module 'virtual:api-endpoints/admin' {
  import type { AdminPart, Contract } from '@shared/api/contract';
  import type { ClientContract } from '@shared/api/endpoint';
  /** The admin area's endpoints without their schemas, loaded with the admin screens. */
  export const adminApi: ClientContract<Pick<Contract, AdminPart>>;
}
