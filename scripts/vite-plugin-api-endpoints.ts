import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as ContractModule from '../shared/api/contract';
import { clientEndpoint } from '../shared/api/endpoint';

const ID = 'virtual:api-endpoints';
const RESOLVED = `\0${ID}`;
const ADMIN_ID = 'virtual:api-endpoints/admin';
const ADMIN_RESOLVED = `\0${ADMIN_ID}`;


/**
 * `virtual:api-endpoints` for the browser: the contract (shared/api/contract.ts) with each endpoint's
 * method, path and access, made when the bundle is built. The schemas stay on the server, so zod is
 * not part of the first page load; the client still gets every endpoint's types from the contract.
 * The admin area's endpoints (`adminParts` of the contract) are `adminApi` of `virtual:api-endpoints/admin` (client/lib/admin-api.ts),
 * loaded with the admin screens' code: about a third of the contract, kept off every visitor's first load.
 * The contract is loaded when the module is first asked for (not with the Vite config), so a changed
 * definition is read again by the next build and by the dev server after a restart.
 */
export function apiEndpoints(): Plugin {
  return {
    name: 'api-endpoints',
    resolveId: (source) => (source === ID ? RESOLVED : source === ADMIN_ID ? ADMIN_RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED && id !== ADMIN_RESOLVED) return undefined;
      const { adminParts, contract } = (await tsImport('../shared/api/contract.ts', import.meta.url)) as typeof ContractModule;
      const admin = id === ADMIN_RESOLVED;
      const isAdminPart = (feature: string) => (adminParts as readonly string[]).includes(feature);
      const view = Object.fromEntries(
        Object.entries(contract)
          .filter(([feature]) => isAdminPart(feature) === admin)
          .map(([feature, endpoints]) => [feature, Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, clientEndpoint(e)]))]),
      );
      return `export const ${admin ? 'adminApi' : 'api'} = ${JSON.stringify(view)};\n`;
    },
  };
}
