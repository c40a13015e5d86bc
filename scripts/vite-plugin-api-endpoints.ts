import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as ContractModule from '../shared/api/contract';
import { clientEndpoint } from '../shared/api/endpoint';

const ID = 'virtual:api-endpoints';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:api-endpoints` for the browser: the contract (shared/api/contract.ts) with each endpoint's
 * method, path and access, made when the bundle is built. The schemas stay on the server, so zod is
 * not part of the first page load; the client still gets every endpoint's types from the contract.
 * The contract is loaded when the module is first asked for (not with the Vite config), so a changed
 * definition is read again by the next build and by the dev server after a restart.
 */
export function apiEndpoints(): Plugin {
  return {
    name: 'api-endpoints',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { contract } = (await tsImport('../shared/api/contract.ts', import.meta.url)) as typeof ContractModule;
      const view = Object.fromEntries(
        Object.entries(contract).map(([feature, endpoints]) => [feature, Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, clientEndpoint(e)]))]),
      );
      return `export const api = ${JSON.stringify(view)};\n`;
    },
  };
}
