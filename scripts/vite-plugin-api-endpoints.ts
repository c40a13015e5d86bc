import type { Plugin } from 'vite';
import { contract } from '../shared/api/contract';
import { clientEndpoint } from '../shared/api/endpoint';

const ID = 'virtual:api-endpoints';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:api-endpoints` for the browser: the contract (shared/api/contract.ts) with each endpoint's
 * method, path and access, made when the bundle is built. The schemas stay on the server, so zod is
 * not part of the first page load; the client still gets every endpoint's types from the contract.
 */
export function apiEndpoints(): Plugin {
  return {
    name: 'api-endpoints',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const view = Object.fromEntries(
        Object.entries(contract).map(([feature, endpoints]) => [feature, Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, clientEndpoint(e)]))]),
      );
      return `export const api = ${JSON.stringify(view)};\n`;
    },
  };
}
