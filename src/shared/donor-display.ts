// How a donor appears in public (a project's 捐赠名单; later a campaign's donor wall): the donor's choice, stored on the
// gift (donation.public_display), and the one function that turns it into what the public sees.

export const DONOR_DISPLAYS = ['name', 'class', 'anonymous'] as const;
export type DonorDisplay = (typeof DONOR_DISPLAYS)[number];

/** The choice as the pledge form and 我的捐赠 offer it. */
export const DONOR_DISPLAY_LABELS: Readonly<Record<DonorDisplay, string>> = {
  name: '公开姓名',
  class: '仅显示届别',
  anonymous: '匿名',
};

/** Safest when a donor has not chosen: nothing about them is shown. */
export const DEFAULT_DONOR_DISPLAY: DonorDisplay = 'anonymous';

/** How the public list names a donor who asked not to be named. */
export const ANONYMOUS_DONOR = '匿名';
/** How it names one who is shown by class but whose class is not known, or by name but has none left (erased). */
export const UNNAMED_ALUMNUS = '校友';

export interface DonorFacts {
  /** the account's name, or the name the office typed for an offline gift */
  name: string;
  graduationYear: number | null;
  /** yuan, refunds taken off */
  amount: number;
}

/** What the public sees of one gift: the donor as they chose, and the amount unless they chose 匿名. */
export function publicDonor(choice: DonorDisplay, donor: DonorFacts): { name: string; amount: number | null } {
  if (choice === 'name') return { name: donor.name.trim() || UNNAMED_ALUMNUS, amount: donor.amount };
  if (choice === 'class') return { name: donor.graduationYear ? `${donor.graduationYear} 届校友` : UNNAMED_ALUMNUS, amount: donor.amount };
  return { name: ANONYMOUS_DONOR, amount: null };
}
