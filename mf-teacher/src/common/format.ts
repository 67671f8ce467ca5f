const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => DATE_TIME.format(new Date(iso));

/** The noun for a count: "question" for 1, "questions" for 0 or 2 (the count itself is shown apart). */
export const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
