/** A week on the chart's axis by its Monday (UTC): `17 Nov`, `17 nov.`. */
export function weekLabel(weekStart: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${weekStart}T00:00:00Z`));
}
