/** Ages in words: "just now", "5 hours ago", "yesterday", "3 days ago", "2 months ago". */

const UNITS: ReadonlyArray<[name: string, days: number]> = [
  ['year', 365],
  ['month', 30],
  ['week', 7],
  ['day', 1],
  ['hour', 1 / 24],
  ['minute', 1 / 1440],
];

export function ageInWords(ageDays: number): string {
  if (!Number.isFinite(ageDays) || ageDays < 1 / 1440) return 'just now';
  if (ageDays >= 1 && ageDays < 2) return 'yesterday';
  for (const [name, days] of UNITS) {
    const count = Math.floor(ageDays / days + 1e-9); // 5/1440 ÷ 1/1440 is 4.999…
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
