// Dates as the portal shows them, in China time whatever the phone's zone.

const pad = (n: number) => String(n).padStart(2, '0');

function china(iso: string): Date | undefined {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : new Date(d.getTime() + 8 * 3600 * 1000);
}

/** 2024-05-01 */
export function day(iso: string | null | undefined): string {
  const d = iso ? china(iso) : undefined;
  return d ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` : '';
}

/** 2024-05-01 14:30 */
export function minute(iso: string | null | undefined): string {
  const d = iso ? china(iso) : undefined;
  return d ? `${day(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}
