// Fastify compiles every route's validators and serializers when the server starts: about a second of a start on
// this machine, most of it for routes a given process may never be asked (a test's server, a restart under load).
// Compiled on a route's first request instead, once, and kept. A schema that does not compile still fails loudly,
// on its first request; the server tests ask every operation of the OpenAPI document (tests/server/fuzz.test.ts).

type Compiled = ((data: unknown) => unknown) & { errors?: unknown };
type Factory = (...args: never[]) => (route: never) => unknown;

/** `factory` (a compilers factory Fastify takes) whose compilers compile on the first call of what they answer. */
export function compileOnFirstUse<F extends Factory>(factory: F): F {
  const lazy = (...args: Parameters<F>) => {
    const compilerFor = factory(...args) as (route: unknown) => Compiled;
    return (route: unknown) => {
      let compiled: Compiled | undefined;
      const call: Compiled = (data) => {
        compiled ??= compilerFor(route);
        const result = compiled(data);
        // Fastify reads a failed validation's reasons from the function it holds.
        call.errors = compiled.errors;
        return result;
      };
      return call;
    };
  };
  return lazy as unknown as F;
}
