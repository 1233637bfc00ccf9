import { notFound } from '@tanstack/react-router';

// Not a route. The `params` of a console page named by a record's number (/admin/alumni/12, /admin/donations/12/letter).

/** `$id` as a whole number from 1; anything else is a page not found, not a call the server would refuse. */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    const n = Number(id);
    if (!Number.isInteger(n) || n < 1) throw notFound();
    return { id: n };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
