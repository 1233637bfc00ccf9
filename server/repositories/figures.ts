// The public figures as SQL expressions over the rows they count, for every query that shows one (the portal's
// lists and details, the console's forms, the notice form's audiences): one definition, never a stored copy.

/** A donation (alias d) that counts as a gift: paid, and not refunded in full. */
export const COUNTED = `d.status = 'paid' and d.refunded < d.amount`;

/** A project's raised total in whole yuan: its paid donations less what was refunded. `p` is the donation_project alias. */
export const raisedAmountSql = (p: string) =>
  `(select coalesce(sum(d.amount - d.refunded), 0)::int from donation d where d.project_id = ${p}.id and d.status = 'paid')`;

/**
 * The project's paid donations, as the portal shows them: 人次 (a second gift by one person counts again); a gift
 * refunded in full no longer counts.
 */
export const donorCountSql = (p: string) => `(select count(*)::int from donation d where d.project_id = ${p}.id and ${COUNTED})`;

/** An organisation's members: its approved join requests of enabled accounts. `o` is the organization alias. */
export const memberCountSql = (o: string) =>
  `(select count(*)::int from org_join_request r join app_user u on u.id = r.user_id
     where r.organization_id = ${o}.id and r.status = 'approved' and not u.disabled)`;

/**
 * The alumni the map counts: verified, enabled alumni with a city they have not hidden (a province of one person would
 * otherwise tell where someone who hid their city lives). `u` is the app_user alias.
 */
export const mappedAlumniSql = (u: string) =>
  `${u}.user_type = 'alumni' and ${u}.card_status = 'verified' and not ${u}.disabled and ${u}.show_city and ${u}.city <> ''`;
