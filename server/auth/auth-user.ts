/** The signed-in alumnus or member a personal request acts for: what the session and the access rules both read. */
export interface AuthUser {
  id: number;
  name: string;
  userType: 'alumni' | 'member';
  cardStatus: 'verified' | 'pending' | 'rejected';
  studentCurrentStatus: string;
  tokenHash: string;
}
