/** The limit on login attempts (the code exchange and the login stand-in's confirm): `max` a minute per address. */
export const loginRateLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
});
