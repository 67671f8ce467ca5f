const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => DATE_TIME.format(new Date(iso));
