declare module 'virtual:api-endpoints' {
  import type { Contract } from '@shared/api/contract';
  import type { ClientContract } from '@shared/api/endpoint';
  /** The contract's endpoints without their schemas (scripts/vite-plugin-api-endpoints.ts). */
  export const api: ClientContract<Contract>;
}
