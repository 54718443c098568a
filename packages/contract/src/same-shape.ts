/**
 * `A`, when A and B are assignable to each other (the same fields with the same types); a compile
 * error at the use otherwise. How the contract's zod schemas are held to the domain's types.
 */
export type SameShape<A extends B, B extends Mirror<A>> = A;

type Mirror<T> = { [K in keyof T]: T[K] };
