// The console's audit log: what its list and its export are filtered by, for the server's query and the console's address.

export interface AuditFilter {
  account?: string;
  entity?: string;
  /** YYYY-MM-DD, China time, inclusive */
  from?: string;
  to?: string;
  keyword?: string;
}
