export const organizationKinds = ['regional', 'industry', 'interest'] as const;
export type KindFilter = (typeof organizationKinds)[number] | undefined;

/** `?kind=` as one of the organisation kinds, or undefined for all. */
export const parseKind = (value: unknown): KindFilter =>
  (organizationKinds as readonly unknown[]).includes(value) ? (value as KindFilter) : undefined;
