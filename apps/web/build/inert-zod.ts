/**
 * What the SPA's bundle gets instead of zod when the contract package imports it (see
 * docs/decisions/010-spa-contract-without-zod.md). The SPA reads only an endpoint's method, path,
 * API and encoding; its schemas give the client its types at compile time, and the server validates.
 * Every schema the contract builds at load time becomes this one stand-in: any property read or call
 * answers it again, so `z.object({...}).extend(...).default(...)` costs nothing.
 */
const inert: unknown = new Proxy(function inertSchema() {}, {
  get: (_target, key) => (key === 'then' ? undefined : inert),
  apply: () => inert,
});

export const z = inert;
export default inert;
